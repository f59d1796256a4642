import type { TeamStatus } from '@domain/api';
import { translate } from '@domain/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../support/png';
import {
  type Account,
  createTeamThroughApi,
  E2E_ADMIN,
  loginThroughApi,
  newAccount,
  registerThroughApi,
} from './api';
import {
  baseUrl,
  chooseListFilter,
  launchBrowser,
  newPage,
  openFromMenu,
  registerInBrowser,
  searchList,
  signIn,
} from './browser';

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

/** A fresh browser profile registered as `account` through /register, on the dashboard it leads to. */
async function signUp(account: Account): Promise<Page> {
  const { page } = await newPage(browser);
  await registerInBrowser(page, account);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByRole('button', { name: 'Account' }).waitFor();
  return page;
}

/** Creates `team` from the dashboard that `page` shows, through the Create Team dialog. */
async function createTeam(page: Page, team: { name: string; code: string }): Promise<void> {
  await page.getByRole('button', { name: translate('resources.teams.create.action') }).click();
  const form = page.getByRole('dialog', { name: translate('resources.teams.create.action') });
  await form.getByLabel('Team Name').fill(team.name);
  await form.getByLabel('Short Code').fill(team.code);
  await form.getByLabel('Website (optional)').fill('https://example.com');
  await form.getByLabel('Logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: encodePng(160, 80, [240, 80, 20, 255]),
  });
  await form.getByRole('img', { name: 'Logo preview' }).waitFor();
  await form.getByRole('button', { name: translate('resources.teams.create.next') }).click();
  const review = page.getByRole('dialog', { name: 'Confirm Your Team' });
  await review.getByText(/submitted for admin approval/).waitFor();
  await review.getByText(team.name).waitFor();
  await review.getByRole('button', { name: translate('resources.teams.create.submit') }).click();
  await review.waitFor({ state: 'hidden' });
  await page.getByRole('region', { name: 'My Team' }).getByText(team.name).first().waitFor();
}

/** Approve at once, or Deny and confirm it (with a reason when given) in the deny dialog. */
async function decideInDialog(
  admin: Page,
  teamName: string,
  decision: 'Approve' | 'Deny',
  reason?: string,
): Promise<void> {
  const dialog = admin.getByRole('dialog', { name: teamName });
  await dialog.getByRole('button', { name: decision }).click();
  if (decision === 'Deny') {
    const confirm = admin.getByRole('dialog', {
      name: translate('resources.admin/league-management.denyDialog.title', { name: teamName }),
    });
    if (reason)
      await confirm.getByLabel(translate('resources.admin/league-management.denyDialog.reason')).fill(reason);
    await confirm.getByRole('button', { name: 'Deny' }).click();
    await confirm.waitFor({ state: 'detached' });
  }
  await dialog.waitFor({ state: 'detached' });
}

/** The admin, signed in on a fresh League Management page, decides on `teamName`. */
async function decide(teamName: string, decision: 'Approve' | 'Deny'): Promise<Page> {
  const admin = await signIn(browser, E2E_ADMIN, '/admin/league-management');
  await admin.getByRole('heading', { name: 'League Management' }).waitFor();
  await admin.getByText(teamName, { exact: true }).first().click();
  await decideInDialog(admin, teamName, decision);
  return admin;
}

/**
 * The My Team widget's link, on the dashboard `page` shows, opens the team's page, where its management is
 * (the link is there whatever the team's status; the team page reads the team afresh).
 */
async function openTeamPage(page: Page, teamName: string): Promise<void> {
  await page
    .getByRole('region', { name: 'My Team' })
    .getByRole('link', { name: translate('resources.teams.myTeam.open') })
    .click();
  await page.waitForURL(/\/teams\/\d+$/);
  await page.getByRole('heading', { level: 1, name: teamName }).waitFor();
}

describe('teams and the league', () => {
  it('A creates a team, the admin approves it, B asks to join, A accepts, and the team page shows both', async () => {
    const playerA = newAccount('captain');
    const playerB = newAccount('rookie');
    const team = { name: `Storm ${suffix()}`, code: suffix() };

    const pageA = await signUp(playerA);
    await createTeam(pageA, team);
    await pageA.getByRole('region', { name: 'My Team' }).getByText('Pending').first().waitFor();

    const admin = await decide(team.name, 'Approve');

    const pageB = await signUp(playerB);
    const row = pageB.getByRole('row', { name: new RegExp(team.name) });
    await row.getByRole('button', { name: translate('resources.teams.row.requestToJoin') }).click();
    await row.getByText(translate('resources.teams.row.requestPending')).waitFor();

    await openTeamPage(pageA, team.name);
    await pageA.getByRole('button', { name: `Accept ${playerB.displayName}` }).click();
    await pageA
      .getByText(
        translate('resources.teams.notifications.joined', { player: playerB.displayName, team: team.name }),
      )
      .waitFor();
    await pageA.getByRole('list', { name: 'Roster' }).getByText(playerB.displayName).waitFor();

    await pageB.goto('/dashboard');
    await pageB.getByRole('region', { name: 'My Team' }).getByText(team.name).first().waitFor();

    // /league lists the teams of a season; the team's own page shows its roster and logo.
    await openTeamPage(pageB, team.name);
    const roster = pageB.getByRole('list', { name: 'Roster' });
    await roster.getByText(playerA.displayName).waitFor();
    await roster.getByText(playerB.displayName).waitFor();
    // The logo comes by URL: the server's re-encoded 100x100 PNG of A's 160x80 upload.
    const logo = pageB
      .getByRole('img', { name: translate('resources.teams.logoOf', { team: team.name }) })
      .first();
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBe(100);

    // A received a notification that B asked to join; B one that the request was accepted.
    await openFromMenu(pageB, 'Dashboard');
    // The widget's toggle is named by its title and, once the count has arrived, B's unread count.
    await pageB
      .getByRole('region', { name: 'Notifications', exact: true })
      .getByRole('button', { name: /^Notifications \d/ })
      .click();
    await pageB
      .getByText(translate('resources.notifications.text.request_accepted', { team: team.name, player: '' }))
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
    const admin = await decide(team.name, 'Approve');
    const inviteePage = await signUp(invitee);

    await openTeamPage(captainPage, team.name);
    const management = captainPage.getByRole('region', { name: translate('app.team.sections.management') });
    await management.getByLabel(translate('resources.teams.inviteBox.search')).fill(invitee.displayName);
    await management
      .getByRole('button', {
        name: `${translate('resources.teams.inviteBox.invite')} ${invitee.displayName}`,
      })
      .click();
    await captainPage
      .getByText(
        translate('resources.teams.notifications.invited', { player: invitee.displayName, team: team.name }),
      )
      .waitFor();
    await management
      .getByRole('button', {
        name: translate('resources.teams.invitations.cancelInvite', { player: invitee.displayName }),
      })
      .waitFor();

    await inviteePage.goto('/dashboard');
    const row = inviteePage.getByRole('row', { name: new RegExp(team.name) });
    await row.getByRole('button', { name: translate('resources.invitations.action.accept') }).click();
    await inviteePage
      .getByText(translate('resources.invitations.notifications.accepted', { team: team.name }))
      .waitFor();

    await captainPage.reload();
    await captainPage.getByRole('list', { name: 'Roster' }).getByText(invitee.displayName).waitFor();
    await management.getByText(translate('resources.teams.invitations.noPendingInvites')).waitFor();
    for (const page of [captainPage, inviteePage, admin]) await page.context().close();
  });

  it('a denied team never appears in the teams list', async () => {
    const team = { name: `Denied ${suffix()}`, code: suffix() };
    const page = await signUp(newAccount('hopeful'));
    await createTeam(page, team);
    const admin = await decide(team.name, 'Deny');

    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'My Team' }).getByText('Denied').first().waitFor();
    // A player looking for a team sees Approved teams only.
    const onlooker = await signUp(newAccount('onlooker'));
    const teams = onlooker.getByRole('table', { name: translate('resources.teams.heading') });
    await teams.getByRole('row').nth(1).waitFor();
    expect(await teams.getByText(team.name).count()).toBe(0);
    for (const p of [page, admin, onlooker]) await p.context().close();
  });

  it('the admin walks team approval: a search and the status filter, two pages, Approve, and Deny with a reason', async () => {
    // 26 Pending teams, each created by its own player, all named with one tag so a search finds only them.
    const tag = suffix();
    const logo = `data:image/png;base64,${encodePng(8, 8, [20, 120, 240, 255]).toString('base64')}`;
    const names = Array.from(
      { length: 26 },
      (_, index) => `Batch ${tag} ${String(index + 1).padStart(2, '0')}`,
    );
    // One more team the search leaves out, so that the searched list's pager differs from the whole list's.
    const outsider = `Outside ${tag}`;
    await Promise.all(
      [...names, outsider].map(async (name, index) => {
        const player = newAccount('batch');
        await registerThroughApi(baseUrl(), player);
        const { token } = await loginThroughApi(baseUrl(), player);
        await createTeamThroughApi(baseUrl(), token, {
          name,
          code: `${tag.slice(0, 3)}${index < names.length ? String.fromCharCode(65 + index) : '0'}`,
          logo,
        });
      }),
    );

    const admin = await signIn(browser, E2E_ADMIN, '/admin/league-management');
    await admin.getByRole('heading', { name: 'League Management' }).waitFor();
    await searchList(admin, translate('resources.admin/league-management.filters.search'), `Batch ${tag}`);
    const rows = admin.locator('tbody tr');
    // Sorted by name (a column header), 25 a page: teams 01-25 on the first page, team 26 on the second.
    // The pager's text changes before the new page arrives, so the rows themselves are awaited.
    await admin.getByText('1-25 of 26').waitFor();
    await admin.locator('thead').getByText('Team', { exact: true }).click();
    const shownNames = async () =>
      (await rows.allTextContents()).map((text) => text.match(/Batch \S+ \d\d/)?.[0]);
    await expect.poll(shownNames).toEqual(names.slice(0, 25));
    await admin.getByRole('button', { name: 'Go to page 2' }).click();
    await expect.poll(shownNames).toEqual(names.slice(25));
    await admin.getByRole('button', { name: 'Go to page 1' }).click();
    await expect.poll(shownNames).toEqual(names.slice(0, 25));

    // Approve team 02 from its dialog ("edit"); deny team 03, first with too long a reason.
    await rows.getByText(names[1], { exact: true }).click();
    await decideInDialog(admin, names[1], 'Approve');
    await admin
      .getByText(translate('resources.admin/league-management.notifications.approved', { name: names[1] }))
      .waitFor();

    await rows.getByText(names[2], { exact: true }).click();
    await admin.getByRole('dialog', { name: names[2] }).getByRole('button', { name: 'Deny' }).click();
    const confirm = admin.getByRole('dialog', {
      name: translate('resources.admin/league-management.denyDialog.title', { name: names[2] }),
    });
    await confirm
      .getByLabel(translate('resources.admin/league-management.denyDialog.reason'))
      .fill('x'.repeat(501));
    await confirm.getByRole('button', { name: 'Deny' }).click();
    await confirm.getByText(translate('resources.admin/league-management.reasonTooLong')).waitFor();
    await confirm
      .getByRole('button', { name: translate('resources.admin/league-management.action.cancel') })
      .click();
    await decideInDialog(admin, names[2], 'Deny', 'Name breaks the league rules');
    await admin
      .getByText(translate('resources.admin/league-management.notifications.denied', { name: names[2] }))
      .waitFor();

    // The status filter: of the batch, one Approved (team 02), one Denied (team 03), 24 still Pending.
    const filterByStatus = (status: TeamStatus) =>
      chooseListFilter(admin, {
        label: translate('resources.admin/league-management.fields.status'),
        option: translate(`resources.teams.status.${status}`),
        source: 'status',
        value: status,
      });
    await filterByStatus('Approved');
    await expect.poll(shownNames).toEqual([names[1]]);
    await filterByStatus('Denied');
    await expect.poll(shownNames).toEqual([names[2]]);
    await filterByStatus('Pending');
    await admin.getByText('1-24 of 24').waitFor();
    await expect.poll(shownNames).toEqual(names.filter((_, index) => index !== 1 && index !== 2));
    await filterByStatus('Approved');
    await expect.poll(shownNames).toEqual([names[1]]);
    // A decided team's dialog offers no decision; the API has no team delete for admins.
    await rows.getByText(names[1], { exact: true }).click();
    const decided = admin.getByRole('dialog', { name: names[1] });
    await decided
      .getByRole('button', { name: translate('resources.admin/league-management.action.close') })
      .waitFor();
    expect(await decided.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await decided.getByRole('button', { name: 'Deny' }).count()).toBe(0);
    await admin.context().close();
  }, 180_000);
});
