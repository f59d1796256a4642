import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages';
import { encodePng } from '../support/png';
import { type Account, E2E_ADMIN, newAccount } from './api';
import { launchBrowser, loginInBrowser, newPage, registerInBrowser } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const suffix = () =>
  Math.random()
    .toString(36)
    .slice(2, 6)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X');

async function signUp(account: Account): Promise<Page> {
  const { page } = await newPage(browser);
  await registerInBrowser(page, account);
  await page.getByRole('button', { name: 'Account' }).waitFor();
  return page;
}

async function signInAsAdmin(): Promise<Page> {
  const { page } = await newPage(browser);
  await page.goto('/login');
  await loginInBrowser(page, E2E_ADMIN);
  await page.getByRole('button', { name: 'Account' }).waitFor();
  return page;
}

async function createTeam(page: Page, team: { name: string; code: string }): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: messages.team.create }).click();
  const form = page.getByRole('dialog', { name: messages.team.create });
  await form.getByLabel('Team Name').fill(team.name);
  await form.getByLabel('Short Code').fill(team.code);
  await form.getByLabel('Website (optional)').fill('https://example.com');
  await form.getByLabel('Logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: encodePng(160, 80, [240, 80, 20, 255]),
  });
  await form.getByRole('img', { name: 'Logo preview' }).waitFor();
  await form.getByRole('button', { name: messages.team.next }).click();
  const review = page.getByRole('dialog', { name: 'Confirm Your Team' });
  await review.getByText(/submitted for admin approval/).waitFor();
  await review.getByText(team.name).waitFor();
  await review.getByRole('button', { name: messages.team.submit }).click();
  await review.waitFor({ state: 'hidden' });
  await page.getByRole('region', { name: 'My Team' }).getByText(team.name).first().waitFor();
}

async function decide(admin: Page, teamName: string, decision: 'Approve' | 'Deny'): Promise<void> {
  await admin.goto('/admin/league-management');
  await admin.getByRole('heading', { name: 'League Management' }).waitFor();
  await admin.getByText(teamName, { exact: true }).first().click();
  const dialog = admin.getByRole('dialog', { name: teamName });
  await dialog.getByRole('button', { name: decision }).click();
  await dialog.getByRole('button', { name: decision }).waitFor({ state: 'detached' });
}

/** The My Team widget's link opens the team's page, where its management is. */
async function openTeamPage(page: Page, teamName: string): Promise<void> {
  await page.goto('/dashboard');
  await page
    .getByRole('region', { name: 'My Team' })
    .getByRole('link', { name: messages.teamPage.open })
    .click();
  await page.waitForURL(/\/teams\/\d+$/);
  await page.getByRole('heading', { level: 1, name: teamName }).waitFor();
}

describe('teams and the league', () => {
  it('A creates a team, the admin approves it, B asks to join, A accepts, and /league shows both', async () => {
    const playerA = newAccount('captain');
    const playerB = newAccount('rookie');
    const team = { name: `Storm ${suffix()}`, code: suffix() };

    const pageA = await signUp(playerA);
    await createTeam(pageA, team);
    await pageA.getByRole('region', { name: 'My Team' }).getByText('Pending').first().waitFor();

    const admin = await signInAsAdmin();
    await decide(admin, team.name, 'Approve');

    const pageB = await signUp(playerB);
    await pageB.goto('/dashboard');
    const row = pageB.getByRole('row', { name: new RegExp(team.name) });
    await row.getByRole('button', { name: messages.team.requestToJoin }).click();
    await row.getByText(messages.team.requestPending).waitFor();

    await openTeamPage(pageA, team.name);
    await pageA.getByRole('button', { name: `Accept ${playerB.displayName}` }).click();
    await pageA.getByText(messages.teamPage.joined(playerB.displayName, team.name)).waitFor();
    await pageA.getByRole('list', { name: 'Roster' }).getByText(playerB.displayName).waitFor();

    await pageB.goto('/dashboard');
    await pageB.getByRole('region', { name: 'My Team' }).getByText(team.name).first().waitFor();

    await pageB.goto('/league');
    const leagueRow = pageB.getByRole('table', { name: 'League Overview' }).getByRole('row', {
      name: new RegExp(team.name),
    });
    await leagueRow.getByText(playerA.displayName).waitFor();
    await leagueRow.getByText(playerB.displayName).waitFor();
    // The logo comes by URL: the server's re-encoded 100x100 PNG of A's 160x80 upload.
    const logo = leagueRow.getByRole('img', { name: messages.teams.logoOf(team.name) });
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBe(100);

    // A received a notification that B asked to join; B one that the request was accepted.
    await pageB.goto('/dashboard');
    await pageB.getByRole('button', { name: 'Notifications', exact: true }).first().click();
    await pageB
      .getByText(messages.notifications.text.request_accepted({ team: team.name, player: '' }))
      .first()
      .waitFor();

    for (const page of [pageA, pageB, admin]) await page.context().close();
  });

  it('the captain invites a player from the team page, the player accepts, and the roster shows them', async () => {
    const captain = newAccount('skipper');
    const invitee = newAccount('invitee');
    const team = { name: `Blaze ${suffix()}`, code: suffix() };
    const captainPage = await signUp(captain);
    await createTeam(captainPage, team);
    const admin = await signInAsAdmin();
    await decide(admin, team.name, 'Approve');
    const inviteePage = await signUp(invitee);

    await openTeamPage(captainPage, team.name);
    const management = captainPage.getByRole('region', { name: messages.teamPage.management });
    await management.getByLabel(messages.myTeam.searchPlayers).fill(invitee.displayName);
    await management
      .getByRole('button', { name: `${messages.myTeam.invite} ${invitee.displayName}` })
      .click();
    await captainPage.getByText(messages.teamPage.invited(invitee.displayName, team.name)).waitFor();
    await management
      .getByRole('button', { name: messages.myTeam.cancelInvite(invitee.displayName) })
      .waitFor();

    await inviteePage.goto('/dashboard');
    const row = inviteePage.getByRole('row', { name: new RegExp(team.name) });
    await row.getByRole('button', { name: messages.team.accept }).click();
    await inviteePage.getByText(messages.invites.accepted(team.name)).waitFor();

    await captainPage.reload();
    await captainPage.getByRole('list', { name: 'Roster' }).getByText(invitee.displayName).waitFor();
    await management.getByText(messages.myTeam.noPendingInvites).waitFor();
    for (const page of [captainPage, inviteePage, admin]) await page.context().close();
  });

  it('a denied team never appears on /league', async () => {
    const team = { name: `Denied ${suffix()}`, code: suffix() };
    const page = await signUp(newAccount('hopeful'));
    await createTeam(page, team);
    const admin = await signInAsAdmin();
    await decide(admin, team.name, 'Deny');

    await page.goto('/league');
    await page.getByRole('table', { name: 'League Overview' }).waitFor();
    expect(await page.getByText(team.name).count()).toBe(0);
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'My Team' }).getByText('Denied').first().waitFor();
    for (const p of [page, admin]) await p.context().close();
  });
});
