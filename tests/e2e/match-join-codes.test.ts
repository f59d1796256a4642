import { translate } from '@domain/i18n';
import { JOIN_CODE_PATTERN } from '@domain/match-join-codes';
import type { Match } from '@domain/matches';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, E2E_ADMIN, liveSeasonThroughApi, loginThroughApi } from './api';
import { baseUrl, launchBrowser, newPage, signInAt } from './browser';

// Personal join codes end to end: once the match's session is open on npm start's simulated game server,
// a rostered player on a phone (360 px) finds the "Join the match" card first on the match page, with the
// session code and their own code in large type; the other team's captain sees their own code, never the
// first one's.

const PHONE = { width: 360, height: 800 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The player's own code as the card shows it (waits for it). */
async function personalCode(page: Page): Promise<string> {
  const region = page.getByRole('region', { name: translate('app.match.joinCard.title') });
  const code = region.getByLabel(translate('app.match.joinCard.personalCode'));
  await code.waitFor();
  return (await code.textContent())?.trim() ?? '';
}

describe('personal join codes on the match page', () => {
  it('a rostered player sees their own code first at 360 px; the other team sees only theirs', async () => {
    const admin = await loginThroughApi(baseUrl(), E2E_ADMIN);
    const { teams, matches } = await liveSeasonThroughApi(baseUrl(), admin.token, {
      label: 'Codes',
      teamCount: 2,
      startsAt: new Date(Date.now() - 60 * 60 * 1000),
    });
    const match = matches.find((candidate) => candidate.week === 1)!;
    // Kick-off in 40 minutes: the session opens as a lobby now and nothing is played during the test.
    await callApi(baseUrl(), admin.token, 'PUT', `/admin/matches/${match.id}/schedule`, {
      time: new Date(Date.now() + 40 * 60 * 1000).toISOString(),
    });
    const teamOf = (teamId: number) => teams.find((team) => team.id === teamId)!;
    const captainA = teamOf(match.teamA.id);
    const captainB = teamOf(match.teamB.id);
    await callApi<Match>(baseUrl(), captainA.captainSession.token, 'POST', `/matches/${match.id}/server`);

    const { page: phone } = await newPage(browser, PHONE);
    await signInAt(phone, captainA.captain, `/matches/${match.id}`);
    const joinCard = phone.getByRole('region', { name: translate('app.match.joinCard.title') });
    await joinCard.waitFor();
    const codeA = await personalCode(phone);
    expect(codeA).toMatch(JOIN_CODE_PATTERN);
    await joinCard.getByLabel(translate('app.match.joinCard.sessionCode')).waitFor();
    await joinCard.getByRole('button', { name: translate('app.match.joinCard.copy') }).waitFor();
    // The first card of the page, in large type, and nothing wider than the phone.
    const firstSection = await phone.locator('main section').first().getAttribute('aria-label');
    expect(firstSection).toBe(translate('app.match.joinCard.title'));
    const fontSize = await joinCard
      .getByLabel(translate('app.match.joinCard.personalCode'))
      .evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(32);
    const scrollWidth = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);

    // The other team's captain gets a code of their own, and never sees the first one's.
    const { page: other } = await newPage(browser, { width: 1280, height: 900 });
    await signInAt(other, captainB.captain, `/matches/${match.id}`);
    const codeB = await personalCode(other);
    expect(codeB).toMatch(JOIN_CODE_PATTERN);
    expect(codeB).not.toBe(codeA);
    expect(await other.getByText(codeA).count()).toBe(0);
    await phone.context().close();
    await other.context().close();
  });
});
