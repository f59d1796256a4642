import { translate } from '@domain/i18n';
import type { Match } from '@domain/matches';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, E2E_ADMIN, liveSeasonThroughApi, loginThroughApi } from './api';
import { baseUrl, launchBrowser, newPage, signIn, signInAt } from './browser';

// Matches on our game servers, end to end: a captain starts the match server from the match page, the
// reference game server (npm start's simulated one, with quick rounds) plays the match and reports it, and
// both captains' pages (one desktop, one phone) follow it live, without a reload, to the final result;
// /league counts it and both team pages show the ratings it moved. The fixtures page shows the match Live
// while it is played.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a league match played on our game server', () => {
  it('a captain starts the match server, the game server plays it, and the pages go live, then final', async () => {
    const admin = await loginThroughApi(baseUrl(), E2E_ADMIN);
    // A season whose first week is under way, so the match can kick off in a few seconds.
    const { season, teams, matches } = await liveSeasonThroughApi(baseUrl(), admin.token, {
      label: 'Server',
      teamCount: 2,
      startsAt: new Date(Date.now() - 60 * 60 * 1000),
    });
    const match = matches.find((candidate) => candidate.week === 1);
    expect(match).toBeDefined();
    // Kick-off in 20 s: the game server keeps the session a lobby until then, and plays from then. The steps
    // below take about 10 s on a quiet 2-CPU machine, so the phone opens the match while it is still a lobby;
    // on a slower one that opens it later, every check below still holds.
    const kickOff = Date.now() + 20_000;
    await callApi(baseUrl(), admin.token, 'PUT', `/admin/matches/${match!.id}/schedule`, {
      time: new Date(kickOff).toISOString(),
    });
    // Anyone signed in follows the week's fixtures on /matches: the match's row turns Live at kick-off,
    // without a reload. Opened before the captains' steps, so it shows the match Scheduled however long
    // they take on a loaded machine.
    const fixtures = await signIn(
      browser,
      E2E_ADMIN,
      `/matches?filter=${encodeURIComponent(JSON.stringify({ seasonId: season.id, week: 1 }))}`,
    );
    const fixtureRow = fixtures
      .getByRole('table', { name: translate('resources.matches.title') })
      .getByRole('row')
      .filter({ hasText: match!.teamA.name });
    await fixtureRow.getByText(translate('resources.matches.status.Scheduled'), { exact: true }).waitFor();
    const fixtureWentLive = fixtureRow
      .getByText(translate('resources.matches.status.Live'), { exact: true })
      .waitFor({ timeout: 90_000 })
      .then(() => Date.now());

    const captainOf = (teamId: number) => teams.find((team) => team.id === teamId)!.captain;

    const starter = await signIn(browser, captainOf(match!.teamA.id), `/matches/${match!.id}`);
    // The league also starts a match's server by itself within 10 minutes of kick-off (a job every
    // minute): the captain starts it at once, unless that job got there first.
    const start = starter.getByRole('button', { name: translate('app.match.server.start') });
    const sessionCode = starter.getByText(translate('app.match.server.code')).first();
    await start.or(sessionCode).first().waitFor();
    if (await start.isVisible()) await start.click();
    // The session code players join with shows to both rosters once the game server took the session.
    await sessionCode.waitFor();

    // The other captain follows on a phone, in a page that is never reloaded.
    const { page: watcher } = await newPage(browser, { width: 360, height: 800 });
    await signInAt(watcher, captainOf(match!.teamB.id), `/matches/${match!.id}`);
    await watcher.getByText(translate('app.match.server.title')).first().waitFor();

    await watcher
      .getByText(translate('app.match.server.progress.live'))
      .first()
      .waitFor({ timeout: 120_000 });
    // Played from kick-off only: the match is Live, its score first under the title on the phone.
    const liveScore = watcher.getByText(/^Live · /).first();
    await liveScore.waitFor({ timeout: 30_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(kickOff);
    expect(await fixtureWentLive).toBeGreaterThanOrEqual(kickOff);
    await fixtures.context().close();
    // The server card hears the game server first; the header follows once the match is read again. Wait
    // until the first "Live ·" on the page is the header's, above the match section.
    const matchSection = await watcher
      .getByRole('region', { name: translate('app.match.title'), exact: true })
      .evaluate((node) => node.getBoundingClientRect().top);
    await expect
      .poll(() => liveScore.evaluate((node) => node.getBoundingClientRect().top), { timeout: 30_000 })
      .toBeLessThan(matchSection);
    const [titleBottom, scoreTop] = await Promise.all([
      watcher.getByRole('heading', { level: 1 }).evaluate((node) => node.getBoundingClientRect().bottom),
      liveScore.evaluate((node) => node.getBoundingClientRect().top),
    ]);
    expect(scoreTop).toBeGreaterThanOrEqual(titleBottom);

    // The reference game server plays rounds of SIMULATED_MATCH_ROUND_MS and reports the result.
    await watcher.getByText(translate('app.match.server.stats')).waitFor({ timeout: 120_000 });
    await watcher.getByText(translate('app.match.server.progress.finished')).first().waitFor();
    await starter.getByText(translate('app.match.history.event.resultReportedByServer')).first().waitFor();
    const scrollWidth = await watcher.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);

    const final = await callApi<Match>(baseUrl(), admin.token, 'GET', `/matches/${match!.id}`);
    expect(final.status).toBe('Confirmed');
    expect(final.resultSource).toBe('gameServer');
    const { teamA: roundsA, teamB: roundsB } = final.result!;

    // A best of 12 may end 6-6: a draw gives each team a point, else the winner gets three.
    await starter.goto(`/league?season=${season.id}`);
    const table = starter.getByRole('table', {
      name: translate('app.league.tableLabel', { division: 'Open' }),
    });
    const winner = roundsA >= roundsB ? final.teamA : final.teamB;
    const winnerRow = table.getByRole('row').filter({ hasText: winner.name });
    await expect
      .poll(() => winnerRow.getByRole('cell').last().textContent())
      .toBe(roundsA === roundsB ? '1' : '3');

    // The result moved both teams' ratings: each team page plots its first rated match.
    for (const team of [final.teamA, final.teamB]) {
      await starter.goto(`/teams/${team.id}`);
      await starter.getByRole('img', { name: translate('app.ratings.chartLabel', { points: 1 }) }).waitFor();
    }
    await starter.goto(`/matches/${match!.id}`);
    await starter.getByText(translate('app.ratings.changesTitle')).waitFor();
  }, 300_000);
});
