import { chromium } from 'playwright-core';
import { STORAGE_KEYS } from '../domain/constants';
import { loginThroughApi } from '../tests/e2e/api';
import { type LighthouseResult, lighthousePerformance, type PrepareBrowser } from './lighthouse';
import { PAGES_CAPTAIN, type PagesLeague } from './pages-seed';

// The signed-in pages budget: Lighthouse (mobile preset, cold cache) on the pages a captain opens, each a
// fresh browser in which the captain has just signed in.

/** Runs per page; the figures are their medians. */
export const PAGES_LIGHTHOUSE_RUNS = Number(process.env.BENCH_PAGES_RUNS ?? 3);
export const PAGES_MIN_SCORE = 95;
export const PAGES_MAX_LCP_MS = 2500;
export const PAGES_MAX_SCRIPT_KB = 200;

export interface PageTarget {
  /** What BENCH_PAGES calls it. */
  key: string;
  name: string;
  path: string;
}

export function pagesOf(league: PagesLeague): PageTarget[] {
  return [
    { key: 'dashboard', name: '/dashboard', path: '/dashboard' },
    { key: 'league', name: '/league', path: '/league' },
    { key: 'live-match', name: 'a live match', path: `/matches/${league.liveMatchId}` },
    { key: 'finished-match', name: 'a finished match', path: `/matches/${league.finishedMatchId}` },
    { key: 'team', name: "the captain's team", path: `/teams/${league.captainTeamId}` },
    { key: 'matches', name: '/matches', path: '/matches' },
    { key: 'leaderboards', name: '/leaderboards', path: '/leaderboards' },
  ];
}

/** The keys of BENCH_PAGES in `selection` (separated by commas), blanks left out. */
function keysOf(selection: string | undefined): string[] {
  return (selection ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
}

/** Why BENCH_PAGES cannot be measured (a key no page has, with the known ones), or null when it can. */
export function pageSelectionProblem(pages: PageTarget[], selection: string | undefined): string | null {
  const unknown = keysOf(selection).filter((key) => !pages.some((page) => page.key === key));
  return unknown.length > 0
    ? `BENCH_PAGES: no page called ${unknown.join(', ')}; the pages are ${pages.map((page) => page.key).join(', ')}`
    : null;
}

/** The pages `selection` names, in the bench's order; every page when it names none. */
export function selectedPages(pages: PageTarget[], selection: string | undefined): PageTarget[] {
  const problem = pageSelectionProblem(pages, selection);
  if (problem) throw new Error(problem);
  const keys = keysOf(selection);
  return keys.length === 0 ? pages : pages.filter((page) => keys.includes(page.key));
}

/**
 * Signs the captain in as the app would have: the tokens and user a login answers, and the passed access
 * gate, in the origin's localStorage (which Lighthouse keeps while it clears the cache). A fresh login
 * each run, since opening a page rotates the refresh token.
 */
export function signedInCaptain(baseUrl: string): PrepareBrowser {
  return async (port) => {
    const response = await fetch(`${baseUrl}/api/auth/local/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: PAGES_CAPTAIN.email, password: PAGES_CAPTAIN.password }),
    });
    if (!response.ok) throw new Error(`captain login failed: ${response.status} ${await response.text()}`);
    const session = (await response.json()) as { token: string; refreshToken: string; user: unknown };
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    try {
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(`${baseUrl}/favicon.svg`);
      await page.evaluate(
        ({ keys, session }) => {
          localStorage.setItem(keys.accessVerified, 'true');
          localStorage.setItem(keys.user, JSON.stringify(session.user));
          localStorage.setItem(keys.accessToken, session.token);
          localStorage.setItem(keys.refreshToken, session.refreshToken);
        },
        { keys: STORAGE_KEYS, session },
      );
      await page.close();
    } finally {
      await browser.close();
    }
  };
}

/** A page's figures, or why Lighthouse could not measure it (its retries of a failed trace used up). */
export interface PageMeasurement extends PageTarget {
  result: LighthouseResult | { error: string };
}

/** Lighthouse on each page, signed in as the seeded captain; `onMeasured` gets each page as it is done. */
export async function measurePages(
  baseUrl: string,
  league: PagesLeague,
  onMeasured: (page: PageMeasurement) => void,
): Promise<void> {
  // The captain can sign in (checked once, with a clear error, before any browser starts).
  await loginThroughApi(baseUrl, PAGES_CAPTAIN);
  const prepare = signedInCaptain(baseUrl);
  for (const target of selectedPages(pagesOf(league), process.env.BENCH_PAGES)) {
    console.log(`  Lighthouse on ${target.name} (${target.path}), ${PAGES_LIGHTHOUSE_RUNS} times ...`);
    const result = await lighthousePerformance(`${baseUrl}${target.path}`, {
      runs: PAGES_LIGHTHOUSE_RUNS,
      prepare,
    }).catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }));
    onMeasured({ ...target, result });
  }
}

/** The budget rows of a measured page: its score and LCP, and the script it loads. */
export function pageBudgetRows({ name, path, result }: PageMeasurement) {
  if ('error' in result) {
    return [
      { budget: `Lighthouse on ${name} (${path})`, measured: result.error, limit: 'measured', ok: false },
    ];
  }
  const scriptKb = result.scriptBytes / 1024;
  return [
    {
      budget: `Lighthouse performance of ${name} (${path}) signed in as a captain, mobile preset, cold cache, median of ${result.runs.length}`,
      measured: `${result.score} (FCP ${(result.fcpMs / 1000).toFixed(2)} s, LCP ${(result.lcpMs / 1000).toFixed(2)} s, TBT ${result.tbtMs.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}; runs ${result.runs.map((run) => run.score).join(', ')})`,
      limit: `>= ${PAGES_MIN_SCORE}, LCP <= ${(PAGES_MAX_LCP_MS / 1000).toFixed(1)} s`,
      ok: result.score >= PAGES_MIN_SCORE && result.lcpMs <= PAGES_MAX_LCP_MS,
    },
    {
      budget: `JavaScript loaded by ${name} (transfer size, compressed as served)`,
      measured: `${scriptKb.toFixed(1)} KB`,
      limit: `<= ${PAGES_MAX_SCRIPT_KB} KB`,
      ok: scriptKb <= PAGES_MAX_SCRIPT_KB,
    },
  ];
}
