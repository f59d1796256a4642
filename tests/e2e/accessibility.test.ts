import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { translate } from '@domain/i18n';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, type LiveSeason, liveSeasonThroughApi, loginThroughApi } from './api';
import { baseUrl, launchBrowser, newPage, passGate, signIn } from './browser';

// Every route of the app, signed out, as the Admin and as a captain in a live season, at desktop width and
// at 360 px: axe-core (WCAG 2.1 A and AA rules) finds no critical or serious violation, and every page has
// a browser-tab title of its own. Moderate and minor findings are printed, not failed.

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
];
// Dozens of pages, each loaded and audited twice: far longer than one scenario of the suite.
const AUDIT_TIMEOUT = 300_000;
const BLOCKING = new Set(['critical', 'serious']);
const appTitle = translate('app.layout.documentTitle', { page: '' });

interface Finding {
  route: string;
  width: number;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

interface AxeResults {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

let browser: Browser;
let league: LiveSeason;
let adminUserId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await loginThroughApi(baseUrl(), E2E_ADMIN);
  adminUserId = admin.userId;
  league = await liveSeasonThroughApi(baseUrl(), admin.token, {
    label: 'Axe',
    teamCount: 2,
    // Started two weeks ago: the pages have a season being played, and the later tests' seasons, which start
    // later, stay the league's current one (the newest start among the Live ones).
    startsAt: new Date(Date.now() - 14 * 24 * 60 * 60 * 1000),
  });
});

afterAll(async () => {
  await browser?.close();
});

/** The live stream (a streamed fetch of GET /api/live), which stays open as long as the page does. */
const isLiveStream = (request: Request) => new URL(request.url()).pathname === '/api/live';

/** The page's requests under way, but for the live stream. */
function trackRequests(page: Page): { idle: () => Promise<void> } {
  const pending = new Set<Request>();
  let waiting: (() => void)[] = [];
  page.on('request', (request) => {
    if (!isLiveStream(request)) pending.add(request);
  });
  const finished = (request: Request) => {
    pending.delete(request);
    if (pending.size > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    idle: () => (pending.size === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
  };
}

const READY_FRAMES = 3;
let waits = 0;

/**
 * Whether the page looks finished: a tab title other than the last page's, a first-level heading, nothing
 * loading and no transition under way (colours mid-transition are not the page's colours), for
 * READY_FRAMES frames in a row.
 */
function looksReady({ previous, frames, wait }: { previous: string; frames: number; wait: number }): boolean {
  const state = window as unknown as { readyFrames?: number; readyWait?: number };
  // Each wait counts its own frames.
  if (state.readyWait !== wait) {
    state.readyWait = wait;
    state.readyFrames = 0;
  }
  const ready =
    document.title !== previous &&
    document.querySelector('h1') !== null &&
    document.querySelector('[role="progressbar"]') === null &&
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      );
  state.readyFrames = ready ? (state.readyFrames ?? 0) + 1 : 0;
  return state.readyFrames >= frames;
}

/**
 * Opens `route`: the first with a page load unless the page is already on it (signed in there, or past the
 * gate on the landing), the next ones as the app's own links do (the address changes and the router
 * follows), which is how players move around and much cheaper than loading the app again. It is
 * ready when it looks finished, its requests are answered, and it still looks finished after that; a page
 * that never gets there is a finding saying what it missed.
 */
async function openRoute(
  page: Page,
  requests: { idle: () => Promise<void> },
  route: string,
  width: number,
  lastTitle: string | null,
): Promise<Finding[]> {
  if (lastTitle === null) {
    const { pathname, search } = new URL(page.url());
    if (pathname + search !== route) await page.goto(route);
  } else
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
  const ready = () => {
    waits += 1;
    return page.waitForFunction(
      looksReady,
      { previous: lastTitle ?? '', frames: READY_FRAMES, wait: waits },
      { polling: 'raf' },
    );
  };
  const settled = await ready()
    .then(() => requests.idle())
    .then(ready)
    .then(() => true)
    .catch(() => false);
  if (settled) return [];
  const state = await page.evaluate(() => ({
    title: document.title,
    heading: document.querySelector('h1') !== null,
    loading: document.querySelector('[role="progressbar"]') !== null,
  }));
  const missed = [
    state.title === lastTitle ? `the same tab title as the page before ("${state.title}")` : 'not settling',
    state.heading ? null : 'no h1',
    state.loading ? 'still loading' : null,
  ].filter((reason) => reason !== null);
  return [{ route, width, id: 'page-not-ready', impact: 'serious', help: missed.join(', '), targets: [] }];
}

/**
 * Runs axe-core's WCAG 2.1 A and AA rules on the page as it is. Only violations are read, so only they are
 * collected in full (`resultTypes`): axe then keeps one node each of the passes, the inapplicable and the
 * incomplete results instead of every node, which halves its time on these pages and leaves the violations
 * it reports, and their nodes, as they were.
 */
async function runAxe(page: Page, route: string, width: number): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(
      document,
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations'],
      },
    ),
  )) as AxeResults;
  return results.violations.map((violation) => ({
    route,
    width,
    id: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes
      .slice(0, 3)
      .map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ')}`),
  }));
}

/**
 * Audits every route at both widths. Fails on critical and serious findings, on a page without a title of
 * its own and on two routes sharing one title; prints the moderate and minor findings.
 */
async function auditAll(
  pages: (viewport: { width: number; height: number }) => Promise<Page>,
  routes: string[],
) {
  const findings: Finding[] = [];
  const titleProblems: string[] = [];
  for (const viewport of WIDTHS) {
    const page = await pages(viewport);
    // The pages are audited at rest: the pointer left where a sign-in clicked would hover whatever the next
    // page draws there. The window's top-left corner is the app bar's margin.
    await page.mouse.move(0, 0);
    const requests = trackRequests(page);
    const routesByTitle = new Map<string, string[]>();
    let lastTitle: string | null = null;
    for (const route of routes) {
      findings.push(...(await openRoute(page, requests, route, viewport.width, lastTitle)));
      findings.push(...(await runAxe(page, route, viewport.width)));
      lastTitle = await page.title();
      routesByTitle.set(lastTitle, [...(routesByTitle.get(lastTitle) ?? []), route]);
    }
    for (const [title, sharing] of routesByTitle) {
      if (!title.endsWith(appTitle))
        titleProblems.push(`${sharing.join(', ')}: "${title}" is not a page's own title`);
      else if (sharing.length > 1) titleProblems.push(`${sharing.join(', ')} share "${title}"`);
    }
    await page.context().close();
  }
  for (const finding of findings.filter((candidate) => !BLOCKING.has(candidate.impact)))
    console.info(
      `axe ${finding.impact} ${finding.id} on ${finding.route} at ${finding.width}px: ${finding.help}`,
    );
  expect({
    blocking: findings.filter((finding) => BLOCKING.has(finding.impact)),
    titles: titleProblems,
  }).toEqual({ blocking: [], titles: [] });
}

describe('accessibility and page titles', () => {
  it(
    'signed out: the gate, the landing and the account pages',
    async () => {
      await auditAll(
        async (viewport) => {
          const { page } = await newPage(browser, viewport);
          await page.goto('/');
          await passGate(page);
          return page;
        },
        [
          '/',
          '/login',
          '/register',
          '/forgot-password',
          '/reset-password?token=unknown',
          '/verify-email?token=unknown',
        ],
      );
      // The access gate itself, which stands in front of every page until the code is entered.
      await auditAll(async (viewport) => (await newPage(browser, viewport)).page, ['/login']);
    },
    AUDIT_TIMEOUT,
  );

  it(
    'as the Admin: every screen of the app and the admin screens',
    async () => {
      const [home, away] = league.teams;
      const match = league.matches[0];
      await auditAll(
        async (viewport) => {
          const page = await signIn(browser, E2E_ADMIN);
          await page.setViewportSize(viewport);
          return page;
        },
        [
          '/dashboard',
          '/league',
          `/teams/${home.id}`,
          `/matches/${match.id}`,
          `/players/${adminUserId}`,
          '/leaderboards',
          '/profile',
          '/admin',
          '/matches',
          '/roles',
          '/users',
          `/users/${home.captainSession.userId}`,
          '/admin/game-servers',
          '/admin/league-management',
          '/admin/seasons',
          '/admin/seasons/create',
          `/admin/seasons/${league.season.id}`,
          '/admin/divisions',
          '/admin/matches',
          `/admin/matches/${match.id}`,
          '/admin/disputes',
          '/admin/roster-changes',
          '/admin/audit-log',
          '/league-settings/1',
          '/admin/digital-ocean',
          '/sessions',
          `/teams/${away.id}/no-such-page`,
        ],
      );
    },
    AUDIT_TIMEOUT,
  );

  it(
    'as a captain in a live season: the player screens and a refused admin screen',
    async () => {
      const [team, opponent] = league.teams;
      const match = league.matches[0];
      await auditAll(
        async (viewport) => {
          const page = await signIn(browser, team.captain);
          await page.setViewportSize(viewport);
          return page;
        },
        [
          '/dashboard',
          '/league',
          `/teams/${team.id}`,
          `/teams/${opponent.id}`,
          `/matches/${match.id}`,
          `/players/${team.captainSession.userId}`,
          '/leaderboards',
          '/profile',
          '/matches',
          '/admin',
        ],
      );
    },
    AUDIT_TIMEOUT,
  );
});
