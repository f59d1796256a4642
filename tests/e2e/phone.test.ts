import { translate } from '@domain/i18n';
import { NAV_TOP_ITEMS } from '@domain/navigation';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng, pngDataUrl } from '../support/png';
import { E2E_ADMIN, loginThroughApi, newAccount, registerThroughApi } from './api';
import { baseUrl, launchBrowser, loginInBrowser, logoutInBrowser, newPage, passGate } from './browser';

// A phone-width session (the mobile breakpoint is under 600 px): every screen fits 360 px without a
// page-wide horizontal scroll, and the account menu (with Logout) stays on screen.

const PHONE = { width: 360, height: 740 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Neither the page nor the top bar (fixed, so its overflow never scrolls the page) is wider than the viewport. */
async function expectFitsViewport(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    viewport: window.innerWidth,
    page: document.documentElement.scrollWidth,
    topBar: document.querySelector('header')?.scrollWidth ?? 0,
  }));
  expect(widths.page, `${where}: page width`).toBeLessThanOrEqual(widths.viewport);
  expect(widths.topBar, `${where}: top bar width`).toBeLessThanOrEqual(widths.viewport);
}

async function openFromNavigation(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: translate('app.layout.toggleDrawer') }).click();
  await page
    .getByRole('navigation', { name: translate('app.layout.navigation') })
    .getByText(title)
    .click();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Waits for the screen's title and for its data (no spinner left), then measures it. */
async function expectScreenFits(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await heading(page, title).waitFor();
  await page.waitForFunction(() => document.querySelector('[role="progressbar"]') === null);
  await expectFitsViewport(page, path);
}

let teamCounter = 0;
/** A new captain's team, Pending; its name is long enough to widen the team tables on a phone. */
async function createTeamThroughApi(): Promise<{ id: number; name: string }> {
  const captain = newAccount('phonecap');
  await registerThroughApi(baseUrl(), captain);
  const { token } = await loginThroughApi(baseUrl(), captain);
  teamCounter += 1;
  const code = `${Date.now().toString(36).slice(-3)}${teamCounter}`.toUpperCase();
  const response = await fetch(`${baseUrl()}/api/teams`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: `Phone Splatters ${code}`, code, logo: pngDataUrl(encodePng(100, 100)) }),
  });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { id: number; name: string } };
  return data;
}

async function approveThroughApi(teamId: number): Promise<void> {
  const { token } = await loginThroughApi(baseUrl(), E2E_ADMIN);
  const response = await fetch(`${baseUrl()}/api/admin/teams/${teamId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ status: 'Approved' }),
  });
  expect(response.status).toBe(200);
}

describe('a phone-width session (360x740)', () => {
  it('a player logs in, walks dashboard, league and profile, and logs out from the account menu', async () => {
    // An approved team puts a row into the dashboard's team list.
    const team = await createTeamThroughApi();
    await approveThroughApi(team.id);
    const player = newAccount('phone');
    await registerThroughApi(baseUrl(), player);
    const { context, page } = await newPage(browser, PHONE);

    await page.goto('/login');
    await loginInBrowser(page, player);
    await page.getByRole('button', { name: translate('app.layout.account') }).waitFor();
    await expectFitsViewport(page, 'signed in');

    const navTitle = (path: string) => NAV_TOP_ITEMS.find((item) => item.path === path)?.title ?? path;
    await openFromNavigation(page, navTitle('/dashboard'));
    await heading(page, translate('app.dashboard.title')).waitFor();
    await page
      .getByRole('table', { name: translate('resources.teams.heading') })
      .getByText(team.name)
      .waitFor();
    await expectFitsViewport(page, '/dashboard');

    await openFromNavigation(page, navTitle('/league'));
    await heading(page, translate('app.league.title')).waitFor();
    // The current season's standings: tables, or a division's word that it has no teams yet (files run before
    // this one on the same server may leave a season in Setup or Registration); or the word that there is none.
    await page
      .getByRole('table')
      .or(page.getByText(translate('app.league.noTeams')))
      .or(page.getByText(translate('app.league.noSeason')))
      .first()
      .waitFor();
    await expectFitsViewport(page, '/league');

    await openFromNavigation(page, navTitle('/profile'));
    await heading(page, translate('app.profile.title')).waitFor();
    await page.locator(`input[value="${player.email}"]`).first().waitFor();
    await expectFitsViewport(page, '/profile');

    // The account button is on screen, its menu names the player and logs out.
    const account = page.getByRole('button', { name: translate('app.layout.account') });
    const box = await account.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await account.click();
    await page.getByRole('menu').getByText(player.displayName).waitFor();
    await page.keyboard.press('Escape');
    await logoutInBrowser(page);
    await page
      .getByRole('button', { name: translate('app.layout.login') })
      .or(page.getByRole('link', { name: translate('app.layout.login') }))
      .first()
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await expectFitsViewport(page, 'signed out');
    await context.close();
  });

  it('the admin screens fit too, with one list row per record instead of the wide tables', async () => {
    const { name: teamName } = await createTeamThroughApi();

    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/login');
    await loginInBrowser(page, E2E_ADMIN);
    await page.getByRole('button', { name: translate('app.layout.account') }).waitFor();

    // Each list screen: measured once its records show, then its rows checked.
    // /users: each user's name links to their page.
    // Searched: the list is newest first, and other suites add players.
    await page.goto('/users');
    await page
      .getByRole('textbox', { name: translate('resources.users.filters.search') })
      .fill(E2E_ADMIN.email);
    // The row opened is the search's own: the search is in the address (half a second after the last key)
    // before the row is looked for.
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes(E2E_ADMIN.email));
    await page.getByText(E2E_ADMIN.email).first().waitFor();
    await expectFitsViewport(page, '/users');
    const adminLink = page.getByRole('link', { name: new RegExp(E2E_ADMIN.displayName) });
    await adminLink.waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await adminLink.click();
    await page.waitForURL(/\/users\/\d+$/);
    await page.getByText(E2E_ADMIN.email).first().waitFor();
    await expectFitsViewport(page, '/users/:id');

    // /roles: one row per role with its edit action.
    await page.goto('/roles');
    const editAdmin = page.getByRole('button', {
      name: translate('resources.roles.action.edit', { name: 'Admin' }),
    });
    await editAdmin.waitFor();
    await expectFitsViewport(page, '/roles');
    const roles = page.getByRole('list', { name: translate('resources.roles.tableLabel') });
    await roles
      .getByRole('button', { name: translate('resources.roles.action.edit', { name: 'Admin' }) })
      .waitFor();
    expect(await page.getByRole('table').count()).toBe(0);

    // /admin/league-management: a team's row opens its decision dialog.
    await page.goto('/admin/league-management');
    await page.getByText(teamName).first().waitFor();
    await expectFitsViewport(page, '/admin/league-management');
    const teamRow = page.getByRole('button', { name: new RegExp(teamName) });
    await teamRow.waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await teamRow.click();
    await page.getByRole('dialog', { name: teamName }).waitFor();
    await page.keyboard.press('Escape');

    for (const [path, title] of [
      ['/admin', translate('app.adminPanel.title')],
      ['/sessions', translate('resources.sessions.title')],
      ['/admin/digital-ocean', translate('resources.admin/digital-ocean.title')],
      ['/no/such/page', translate('app.errors.notFound.title')],
    ] as const) {
      await expectScreenFits(page, path, title);
    }
    await context.close();
  });

  it('the signed-out screens fit: landing, login and register', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    await passGate(page);
    await page.getByText(translate('app.landing.features.tournaments.title')).waitFor();
    await expectFitsViewport(page, '/');
    for (const [path, title] of [
      ['/login', translate('app.access.login.title')],
      ['/register', translate('app.access.register.title')],
    ] as const) {
      await page.goto(path);
      await page.getByText(title, { exact: true }).first().waitFor();
      await expectFitsViewport(page, path);
    }
    await context.close();
  });
});
