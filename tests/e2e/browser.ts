import { existsSync } from 'node:fs';
import { translate } from '@domain/i18n';
import { NAV_TOP_ITEMS } from '@domain/navigation';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { type Account, E2E_ACCESS_CODE } from './api';

// Playwright driving Debian's Chromium headless shell or Chromium (never a downloaded browser build).

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // V8 in the pages stops at its baseline compiler (Sparkplug): a test's page lives for seconds, and
  // Maglev's and TurboFan's compiles of the app's and axe's code cost more CPU than they save in that time
  // (docs/perf/ci-time.md). The code's behaviour is the same in every tier.
  '--js-flags=--max-opt=1',
];

/**
 * This worker's server (tests/e2e/global-setup.ts starts one per worker). Vitest numbers the workers running
 * at once from 1 (`VITEST_POOL_ID`), so two files running side by side never share a server; the files one
 * worker runs in turn share its server.
 */
export function baseUrl(): string {
  const servers = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[worker - 1];
  if (!server) throw new Error(`no server for worker ${worker} of ${servers.length}`);
  return server;
}

/**
 * How long a page's action or wait may take before it fails: a limit, never a pause. Two files and their
 * servers share the machine's CPUs, and on a loaded machine a page can take well over 15 s to show.
 */
export const ACTION_TIMEOUT_MS = 30_000;

/** How long a list filter's choice may take to reach the list's URL before it is made again. */
const FILTER_RETRY_MS = 5_000;

/**
 * Chromium's headless shell when installed (the same engine without the full browser's GPU process: a third
 * less CPU for this suite), else Chromium; CHROMIUM_PATH overrides both.
 */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const headlessShell = '/usr/bin/chromium-headless-shell';
  return existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium';
}

/** Playwright gives every launch a fresh temporary profile of its own. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * A fresh browser profile (no storage, no cookies) on this worker's server unless `options` names another.
 * Its visitor asks for reduced motion, as players may in their system settings: the footer's sponsor strip
 * then stands still. Scrolling, it has a software-compositing Chromium redraw every frame, about 40% of a CPU
 * for each open page whatever the test does; shell.test.ts checks the scroll itself, with motion allowed.
 */
export function newBrowserContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ reducedMotion: 'reduce', ...options, baseURL: options.baseURL ?? baseUrl() });
}

/** A fresh browser profile (see newBrowserContext) with one page. */
export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newBrowserContext(browser, { viewport });
  return { context, page: await openPage(context) };
}

/** The pages this file has open, for the report of a failed test (tests/e2e/failure-report.ts). */
export const openPages = new Set<Page>();

/** A new page (tab) of `context`, its actions and waits limited at ACTION_TIMEOUT_MS. */
export async function openPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  openPages.add(page);
  page.once('close', () => openPages.delete(page));
  return page;
}

/** The filter a list has taken into its URL (react-admin keeps a list's filter, sort and page there). */
function listFilterInUrl(url: URL): Record<string, unknown> {
  return JSON.parse(url.searchParams.get('filter') ?? '{}');
}

/**
 * Types into a list's search box (filter `q`) and waits until the list has taken the search into its URL.
 * The search is applied after a short pause in typing, so the rows and the pager shown before that are the
 * unfiltered list's, and a page picked then would be reset to 1 when the search lands. The list re-renders a
 * moment after its URL changes, and a sort or a page clicked in that moment acts on the list as it was and
 * drops the search: wait for the rows the search shows before the next click on the list.
 */
export async function searchList(page: Page, label: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name: label }).fill(text);
  await page.waitForURL((url) => listFilterInUrl(url).q === text);
}

/**
 * Picks `option` in a list's select filter labelled `label` and waits until the list has taken it into its URL
 * (filter `source` = `value`). As after a search, wait for the rows the filter shows before the next click on
 * the list: until they change, the rows and the pager are the previous filter's.
 *
 * On a loaded machine a click on an option is now and then lost (twice in CI: the menu left open, nothing
 * chosen, while the list refreshed under it). A player would click again, and so does this, until the list
 * has the filter or the action's time is up.
 */
export async function chooseListFilter(
  page: Page,
  filter: { label: string; option: string; source: string; value: string },
): Promise<void> {
  const taken = (url: URL) => listFilterInUrl(url)[filter.source] === filter.value;
  const deadline = Date.now() + ACTION_TIMEOUT_MS;
  while (!taken(new URL(page.url()))) {
    if (Date.now() > deadline)
      throw new Error(`the list's ${filter.label} filter never took ${filter.option}`);
    if (!(await page.getByRole('listbox').isVisible())) {
      await page.getByRole('combobox', { name: filter.label }).click();
    }
    await page.getByRole('option', { name: filter.option, exact: true }).click();
    await page.waitForURL(taken, { timeout: FILTER_RETRY_MS }).catch(() => undefined);
  }
}

export async function passGate(page: Page): Promise<void> {
  const gate = page.getByLabel('Access code');
  await gate.fill(E2E_ACCESS_CODE);
  await page.getByRole('button', { name: 'Verify' }).click();
  // Passed once the server has taken the code and the gate is gone: a navigation before that (a test's
  // next page.goto) would reload the gate itself.
  await gate.waitFor({ state: 'detached' });
}

/** Passes the gate when it stands in front of the form (the form's screen loads lazily, so wait for either). */
async function passGateIfShown(page: Page): Promise<void> {
  const gate = page.getByLabel('Access code');
  await gate.or(page.getByLabel('Email')).first().waitFor();
  if (await gate.isVisible()) await passGate(page);
}

export async function registerInBrowser(page: Page, account: Account): Promise<void> {
  await page.goto('/register');
  await passGateIfShown(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByLabel('Display Name').fill(account.displayName);
  await page.getByRole('button', { name: 'Register' }).click();
}

export async function loginInBrowser(page: Page, account: Account): Promise<void> {
  await passGateIfShown(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * `page` signed in as `account` and showing `destination` (a path, with its query if any). It opens
 * `destination` signed out, as a link from a mail or a chat would be: the app sends the visitor to /login,
 * and after the sign-in back to `destination`. That costs one start of the app, not a start on /login and a
 * second one on `destination`. Waits until the account menu shows on `destination`.
 */
export async function signInAt(page: Page, account: Account, destination: string): Promise<Page> {
  await page.goto(destination);
  await page.waitForURL((url) => url.pathname === '/login');
  await loginInBrowser(page, account);
  // The path only: a list keeps its filters, sort and page in the query, in an order of its own.
  const path = new URL(destination, 'http://league.test').pathname;
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('button', { name: 'Account' }).waitFor();
  return page;
}

/** A fresh browser profile signed in as `account` and showing `destination` (see signInAt). */
export async function signIn(browser: Browser, account: Account, destination = '/dashboard'): Promise<Page> {
  const { page } = await newPage(browser);
  return signInAt(page, account, destination);
}

/**
 * Opens the navigation item titled `title` as a player does, by clicking it in the side menu: the app stays
 * loaded (no page load), and the page it opens reads its data as it mounts.
 */
export async function openFromMenu(page: Page, title: string): Promise<void> {
  const item = NAV_TOP_ITEMS.find((candidate) => candidate.title === title);
  if (!item) throw new Error(`no navigation item titled ${title}`);
  await page
    .getByRole('navigation', { name: translate('app.layout.navigation') })
    .getByRole('menuitem', { name: title, exact: true })
    .click();
  await page.waitForURL((url) => url.pathname === item.path);
}

export async function logoutInBrowser(page: Page): Promise<void> {
  const account = page.getByRole('button', { name: 'Account' });
  await account.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // Signed out once the account menu is gone; a navigation before that may still find the session.
  await account.waitFor({ state: 'detached' });
}
