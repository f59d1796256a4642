import { translate } from '@domain/i18n';
import type { Match } from '@domain/matches';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, liveSeasonThroughApi, loginThroughApi, newAccount, registerThroughApi } from './api';
import { baseUrl, launchBrowser, newPage, signIn, signInAt } from './browser';

// The fixtures page in Chromium against the real server: a player opens /matches from the side navigation,
// filters a Live season's fixtures by week, the URL keeps the filter through a reload, a row opens the
// match page, and at 360 px the page is one row per match.

const DAY = 24 * 60 * 60 * 1000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The filter react-admin keeps in the page's URL. */
const filterInUrl = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');

const matchPageLink = (page: Page, match: Match) =>
  page.getByRole('link', {
    name: translate('resources.matches.action.openMatchOf', {
      match: translate('resources.matches.versus', { teamA: match.teamA.name, teamB: match.teamB.name }),
    }),
  });

describe('the fixtures page', () => {
  it('shows a player the week they filter by, keeps the filter in the URL, opens a match page, and fits 360 px', async () => {
    // A Live season of four teams that started eight days ago: week 1 is over, week 2 is this week.
    const adminSession = await loginThroughApi(baseUrl(), E2E_ADMIN);
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    const { season, matches } = await liveSeasonThroughApi(baseUrl(), adminSession.token, {
      label: 'Fixtures',
      teamCount: 4,
      startsAt: new Date(today.getTime() - 8 * DAY),
      weeks: 4,
    });
    const filter = encodeURIComponent(JSON.stringify({ seasonId: season.id }));
    const ofWeek = (week: number) => matches.filter((match) => match.week === week);
    expect(ofWeek(2)).toHaveLength(2);

    // A player with no team opens the page from the side navigation.
    const player = newAccount('fan');
    await registerThroughApi(baseUrl(), player);
    const page = await signIn(browser, player);
    await page.getByRole('menuitem', { name: 'Fixtures' }).click();
    await page.getByRole('heading', { level: 1, name: translate('resources.matches.title') }).waitFor();
    await page.waitForURL((url) => url.pathname === '/matches');
    expect(await page.title()).toBe(
      translate('app.layout.documentTitle', { page: translate('resources.matches.title') }),
    );

    // The season's fixtures, then week 2 alone.
    await page.goto(`/matches?filter=${filter}`);
    const table = page.getByRole('table', { name: translate('resources.matches.title') });
    await matchPageLink(page, ofWeek(1)[0]!).waitFor();
    await page.getByRole('spinbutton', { name: translate('resources.matches.fields.week') }).fill('2');
    await page.waitForURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').week === 2);
    expect(filterInUrl(page)).toEqual({ seasonId: season.id, week: 2 });
    await matchPageLink(page, ofWeek(1)[0]!).waitFor({ state: 'detached' });
    for (const match of ofWeek(2)) await matchPageLink(page, match).waitFor();
    expect(await table.getByRole('row').count()).toBe(1 + 2);
    // Week 2 is this week: its rows are marked.
    expect(await table.getByText(translate('resources.matches.thisWeek')).count()).toBe(2);

    // A reload (or a shared link) keeps the filter.
    await page.reload();
    for (const match of ofWeek(2)) await matchPageLink(page, match).waitFor();
    expect(
      await page.getByRole('spinbutton', { name: translate('resources.matches.fields.week') }).inputValue(),
    ).toBe('2');
    expect(await table.getByRole('row').count()).toBe(1 + 2);
    expect(filterInUrl(page)).toEqual({ seasonId: season.id, week: 2 });

    // A row's link opens the match page, which /matches/:id still is.
    const [first] = ofWeek(2);
    await matchPageLink(page, first!).click();
    await page.waitForURL((url) => url.pathname === `/matches/${first!.id}`);
    await page
      .getByRole('heading', {
        level: 1,
        name: `${first!.teamA.name} ${translate('app.match.versus')} ${first!.teamB.name}`,
      })
      .waitFor();
    await page.context().close();

    // At 360 px: one row per match, with nothing wider than the screen.
    const { context, page: phone } = await newPage(browser, { width: 360, height: 740 });
    await signInAt(
      phone,
      player,
      `/matches?filter=${encodeURIComponent(JSON.stringify({ seasonId: season.id, week: 2 }))}`,
    );
    const list = phone.getByRole('list', { name: translate('resources.matches.title') });
    for (const match of ofWeek(2))
      await list
        .getByText(
          translate('resources.matches.versus', { teamA: match.teamA.name, teamB: match.teamB.name }),
        )
        .waitFor();
    expect(await phone.getByRole('table').count()).toBe(0);
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await context.close();
  });
});
