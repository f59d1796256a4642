import { translate } from '@domain/i18n';
import type { Match } from '@domain/matches';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, E2E_ADMIN, liveSeasonThroughApi, loginThroughApi } from './api';
import { baseUrl, launchBrowser, newPage, signInAt } from './browser';

// Check-in end to end: a captain on a phone (360 px) checks the team in from the dashboard's My Matches
// while the match's check-in is open; the button gives way to "Checked in", the match carries the check-in
// and its page shows it.

const PHONE = { width: 360, height: 740 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('check-in before a match', () => {
  it('a captain checks in from the dashboard at 360 px', async () => {
    const admin = await loginThroughApi(baseUrl(), E2E_ADMIN);
    // The newest Live season (so the dashboard's current one), its first week under way, and the match set
    // twenty minutes from now: inside the default 30-minute check-in.
    const { season, teams, matches } = await liveSeasonThroughApi(baseUrl(), admin.token, {
      label: 'Check',
      teamCount: 2,
      startsAt: new Date(Date.now() - 10 * 60 * 1000),
    });
    expect(season).toMatchObject({ checkInMinutes: 30, noShowGraceMinutes: 15 });
    const match = matches.find((candidate) => candidate.week === 1);
    expect(match).toBeDefined();
    await callApi(baseUrl(), admin.token, 'PUT', `/admin/matches/${match!.id}/schedule`, {
      time: new Date(Date.now() + 20 * 60 * 1000).toISOString(),
    });
    const captain = teams.find((team) => team.id === match!.teamA.id)!;

    const { page } = await newPage(browser, PHONE);
    await signInAt(page, captain.captain, '/dashboard');
    // On a phone the widgets start collapsed: the captain opens My Matches.
    const myMatches = page.getByRole('button', { name: translate('app.dashboard.widgets.myMatches') });
    if ((await myMatches.getAttribute('aria-expanded')) !== 'true') await myMatches.click();
    const widget = page.getByRole('region', { name: translate('app.dashboard.myMatches.next') });
    const button = widget.getByRole('button', { name: translate('app.match.checkIn.checkIn') });
    await button.waitFor();
    await button.click();
    await page
      .getByText(
        translate('app.match.checkIn.done', { team: match!.teamA.name, opponent: match!.teamB.name }),
      )
      .waitFor();
    await widget.getByText(translate('app.match.checkIn.checkedIn'), { exact: true }).waitFor();
    expect(await widget.getByRole('button', { name: translate('app.match.checkIn.checkIn') }).count()).toBe(
      0,
    );
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);

    const read = await callApi<Match>(baseUrl(), admin.token, 'GET', `/matches/${match!.id}`);
    expect(read.checkIn?.teamA).toEqual(expect.any(String));
    expect(read.checkIn?.teamB).toBeNull();

    // The match page shows both teams' check-in.
    await page.goto(`/matches/${match!.id}`);
    await page.getByText(translate('app.match.checkIn.notCheckedIn', { team: match!.teamB.name })).waitFor();
    await page.getByText(new RegExp(`^${match!.teamA.name} checked in at `)).waitFor();
  }, 120_000);
});
