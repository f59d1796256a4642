import { TOKEN_REFRESH_INTERVAL_MS } from '@domain/constants';
import { translate } from '@domain/i18n';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_LOCK_NAME } from '@/authProvider/refreshLock';
import { newAccount } from './api';
import {
  launchBrowser,
  loginInBrowser,
  logoutInBrowser,
  newBrowserContext,
  openPage,
  registerInBrowser,
} from './browser';

// Two tabs of one browser share localStorage and so one login. Each tab refreshes every 10 minutes and
// the server rotates the refresh token on every use, treating a rotated token as a replay that revokes the
// whole login (except its immediate parent for 10 s, two tabs racing, which is answered with the same
// successor).
//
// Only the browser's clock is moved (Playwright's clock, for the whole context); the server's is real.
// So access tokens (15 minutes on the server) never expire here and loading data proves only that the
// login is intact. What the test proves is the token bookkeeping: every refresh the tabs send presents
// the current token, or its immediate parent answered through the grace with that same current token.
// The tabs fall 2+ rotations behind on purpose (two reloads of one tab in a row), which no grace covers:
// a tab that kept a spent token would be caught as a replay at once.
//
// The parent comes back because Chromium hands a tab the refresh lock before another tab's write to
// localStorage has reached it (each renderer keeps its own copy of the storage, updated by messages that
// are not ordered with the lock's). Seen under load: a tab rotated, and the other tab, granted the lock
// 78 ms later, still read the old token.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const VIEWPORT = { width: 1280, height: 900 };

interface Refresh {
  /** The refresh token the tab presented. */
  token: string;
  status: number;
  /** The refresh token the server answered with; null on a refusal. */
  successor: Promise<string | null>;
}

/** Every refresh request of the context, in the order the server answered them. */
function watchRefreshes(context: BrowserContext) {
  const sent: Refresh[] = [];
  context.on('response', (response) => {
    const request = response.request();
    if (!request.url().endsWith('/api/auth/refresh-token')) return;
    const { refreshToken } = request.postDataJSON() as { refreshToken: string };
    const successor = response.ok()
      ? response.json().then((body: { data?: { refreshToken?: string } }) => body.data?.refreshToken ?? null)
      : Promise.resolve(null);
    sent.push({ token: refreshToken, status: response.status(), successor });
  });
  return sent;
}

/**
 * The refreshes' tokens form one chain: each presents the current token (a rotation) or, within the race
 * the grace covers, the token just rotated away, answered with the same current token. Returns the
 * number of grace answers.
 */
async function expectOneChain(sent: Refresh[]): Promise<number> {
  let current: string | null = null;
  let parent: string | null = null;
  let graceAnswers = 0;
  for (const [index, refresh] of sent.entries()) {
    const { token, status } = refresh;
    expect(status, `refresh ${index}`).toBe(200);
    const successor = await refresh.successor;
    expect(successor, `refresh ${index}`).not.toBeNull();
    if (current === null || token === current) {
      parent = token;
      current = successor;
    } else {
      expect(token, `refresh ${index} presents neither the current token nor its parent`).toBe(parent);
      expect(successor, `refresh ${index}: the grace answers with the current token`).toBe(current);
      graceAnswers += 1;
    }
  }
  return graceAnswers;
}

const storedRefreshToken = (page: Page) => page.evaluate(() => localStorage.getItem('refreshToken'));

async function expectSignedIn(page: Page): Promise<void> {
  await page.getByRole('button', { name: translate('app.layout.account') }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/dashboard');
}

async function expectSignedOut(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('Email').waitFor();
  expect(await storedRefreshToken(page)).toBeNull();
}

/** Reloads the dashboard and waits for its data (the My Team widget's request) to load. */
async function loadDashboard(page: Page): Promise<void> {
  const team = page.waitForResponse((response) => response.url().endsWith('/api/users/me/team'));
  await page.goto('/dashboard');
  expect((await team).status()).toBe(200);
  await page.getByRole('region', { name: translate('app.dashboard.widgets.myTeam') }).waitFor();
  await expectSignedIn(page);
}

/** Whether a tab of the origin holds or waits for the refresh lock: a refresh is under way somewhere. */
const refreshUnderWay = (tab: Page) =>
  tab.evaluate(async (name) => {
    const { held = [], pending = [] } = await navigator.locks.query();
    return [...held, ...pending].some((lock) => lock.name === name);
  }, REFRESH_LOCK_NAME);

/**
 * Moves the browser clock one refresh interval on and waits until a refresh has answered, its new token is
 * in the storage the tabs share (read through `tab`), and no tab is refreshing any more. Every tab's timer
 * fires in the fast-forward, and a tab refreshes under the shared lock; one that fired late, after it had
 * taken the first rotation over, rotates once more. A reload while a rotation is under way would leave it
 * unfinished and the reloaded tab would send the spent token again; the wait keeps the test's own reloads
 * from adding grace answers. (Playwright reports an answer when its headers arrive, before the page has
 * read it.)
 */
async function nextInterval(context: BrowserContext, tab: Page, sent: Refresh[]): Promise<void> {
  const before = sent.length;
  const held = await storedRefreshToken(tab);
  await context.clock.fastForward(TOKEN_REFRESH_INTERVAL_MS);
  await expect.poll(() => sent.length, { timeout: 10_000 }).toBeGreaterThan(before);
  await expect.poll(() => storedRefreshToken(tab), { timeout: 10_000 }).not.toBe(held);
  await expect.poll(() => refreshUnderWay(tab), { timeout: 10_000 }).toBe(false);
}

describe('two tabs of one browser', () => {
  it('stay signed in across several refresh intervals and reloads; a replayed token from elsewhere still ends the login', async () => {
    const context = await newBrowserContext(browser, { viewport: VIEWPORT });
    await context.clock.install();
    const sent = watchRefreshes(context);

    // The first tab registers and lands on /dashboard; the second opens it signed in (start-up refresh).
    const first = await openPage(context);
    await registerInBrowser(first, newAccount('tabs'));
    await first.waitForURL((url) => url.pathname === '/dashboard');
    await expectSignedIn(first);
    const second = await openPage(context);
    await loadDashboard(second);
    const spent = await storedRefreshToken(second);

    // Two reloads in a row rotate twice more: the first tab must follow, never send a spent token.
    await loadDashboard(second);
    await loadDashboard(second);

    for (let interval = 1; interval <= 4; interval += 1) {
      await nextInterval(context, first, sent);
      if (interval === 2) await loadDashboard(second);
      await expectSignedIn(first);
      await expectSignedIn(second);
    }
    await loadDashboard(first);
    await loadDashboard(second);

    const graceAnswers = await expectOneChain(sent);
    expect(sent.length - graceAnswers).toBeGreaterThanOrEqual(9);

    // A token rotated away long ago, presented from another browser: a replay, the login is revoked ...
    const elsewhere = await newBrowserContext(browser);
    const replay = await elsewhere.request.post('/api/auth/refresh-token', { data: { refreshToken: spent } });
    expect(replay.status()).toBe(401);
    await elsewhere.close();

    // ... so the tabs' next refresh fails and both are signed out.
    await context.clock.fastForward(TOKEN_REFRESH_INTERVAL_MS);
    await expectSignedOut(first);
    await expectSignedOut(second);
    expect(sent.at(-1)?.status).toBe(401);
    await context.close();
  });

  it('sign out together, and /login while signed in goes to /dashboard', async () => {
    const context = await newBrowserContext(browser, { viewport: VIEWPORT });
    const account = newAccount('tabs');
    const first = await openPage(context);
    await registerInBrowser(first, account);
    await expectSignedIn(first);

    const second = await openPage(context);
    await second.goto('/login');
    await second.waitForURL((url) => url.pathname === '/dashboard');
    await expectSignedIn(second);

    await logoutInBrowser(first);
    await expectSignedOut(first);
    await expectSignedOut(second);

    // Signing in again in one tab signs the other in too; the form there moves on to /dashboard.
    await loginInBrowser(first, account);
    await first.waitForURL((url) => url.pathname === '/dashboard');
    await second.waitForURL((url) => url.pathname === '/dashboard');
    await expectSignedIn(second);
    await context.close();
  });
});
