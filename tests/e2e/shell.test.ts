import { SPONSOR_COUNT } from '@domain/constants';
import { translate } from '@domain/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, newAccount } from './api';
import {
  launchBrowser,
  loginInBrowser,
  newBrowserContext,
  newPage,
  openPage,
  passGate,
  registerInBrowser,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInPlayer(): Promise<Page> {
  const { page } = await newPage(browser);
  await registerInBrowser(page, newAccount());
  await page.getByRole('button', { name: 'Account' }).waitFor();
  return page;
}

describe('the shell', () => {
  it('shows the 404 screen for an unknown path, with a Home button', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await page.getByText(translate('app.errors.notFound.title')).waitFor();
    await page.getByText(translate('app.errors.notFound.text')).waitFor();
    await page
      .getByRole('button', { name: translate('app.errors.notFound.home') })
      .or(page.getByRole('link', { name: translate('app.errors.notFound.home') }))
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('an unknown API path answers a JSON 404 envelope', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.request.get('/api/no-such-route');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ success: false });
    await context.close();
  });

  it('the footer shows eleven sponsor links and the copyright', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await passGate(page);
    const footer = page.locator('footer');
    await footer.waitFor();
    expect(await footer.getByRole('link').count()).toBe(SPONSOR_COUNT);
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.getAttribute('target')]));
    expect(new Set(hrefs.map(([href]) => href)).size).toBe(SPONSOR_COUNT);
    for (const [href, target] of hrefs) {
      expect(href).toMatch(/^https:\/\//);
      expect(target).toBe('_blank');
    }
    await footer.getByText(translate('app.layout.copyright', { year: new Date().getFullYear() })).waitFor();
    const box = await footer.boundingBox();
    expect(box?.height).toBe(120);
    await context.close();
  });

  it('the sponsor strip scrolls on its own, and stands still for a visitor who asks for reduced motion', async () => {
    const stripOf = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await newBrowserContext(browser, { reducedMotion });
      const page = await openPage(context);
      await page.goto('/');
      const strip = page.getByRole('region', { name: translate('app.layout.sponsors') });
      const track = strip.locator(':scope > div');
      const offset = () =>
        track.evaluate(
          (node) => node.getBoundingClientRect().left - node.parentElement!.getBoundingClientRect().left,
        );
      const playStates = () =>
        track.evaluate((node) => node.getAnimations().map((animation) => animation.playState));
      return { context, offset, playStates };
    };

    const moving = await stripOf('no-preference');
    expect(await moving.playStates()).toEqual(['running']);
    // The track slides left: its offset from the strip's edge falls below zero and keeps falling.
    await expect.poll(moving.offset, { timeout: 10_000 }).toBeLessThan(0);
    const earlier = await moving.offset();
    await expect.poll(moving.offset, { timeout: 10_000 }).toBeLessThan(earlier);
    await moving.context.close();

    const still = await stripOf('reduce');
    expect(await still.playStates()).toEqual(['paused']);
    expect(await still.offset()).toBe(0);
    await still.context.close();
  });

  it('a player opening an Admin-only route sees Access Denied', async () => {
    const page = await signedInPlayer();
    for (const path of [
      '/admin',
      '/roles',
      '/users',
      '/admin/league-management',
      '/admin/digital-ocean',
      '/sessions',
    ]) {
      await page.goto(path);
      await page.getByText(translate('app.errors.accessDenied.title')).waitFor();
      await page.getByText(translate('app.errors.accessDenied.text')).waitFor();
    }
    // The player's menu has no Admin group.
    expect(await page.getByText('Admin Panel').count()).toBe(0);
    await page.getByRole('button', { name: translate('app.errors.accessDenied.goBack') }).click();
    await page.waitForURL((url) => url.pathname === '/admin/digital-ocean');
    await page.context().close();
  });

  it('an admin sees the Admin group in the side navigation', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await loginInBrowser(page, E2E_ADMIN);
    await page.getByRole('button', { name: 'Account' }).waitFor();
    const nav = page.getByRole('navigation', { name: translate('app.layout.navigation') });
    await nav.getByRole('menuitem', { name: 'Admin', exact: true }).click();
    await nav.getByText('Admin Panel').waitFor();
    await nav.getByText('League Management').waitFor();
    await nav.getByRole('menuitem', { name: 'User Management' }).waitFor();
    await nav.getByRole('menuitem', { name: 'Game Sessions' }).waitFor();
    await context.close();
  });

  it('visits every route of the spec', async () => {
    const page = await signedInPlayer();
    const publicRoutes: [string, string][] = [
      ['/', translate('app.landing.features.performance.title')],
      ['/discord/callback', translate('app.access.discordCallback.noCode')],
    ];
    for (const [path, text] of publicRoutes) {
      await page.goto(path);
      await page.getByText(text).first().waitFor();
    }
    for (const path of ['/dashboard', '/league', '/profile']) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Account' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await page.context().close();
  });

  it('below 600 px the drawer opens from the menu button', async () => {
    const { context, page } = await newPage(browser, { width: 500, height: 900 });
    await registerInBrowser(page, newAccount('mobile'));
    await page.getByRole('button', { name: 'Account' }).waitFor();
    expect(await page.getByText('League Overview').isVisible()).toBe(false);
    await page.getByRole('button', { name: translate('app.layout.toggleDrawer') }).click();
    await page.getByText('League Overview').waitFor();
    await context.close();
  });
});
