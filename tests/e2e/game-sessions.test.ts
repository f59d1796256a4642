import { translate } from '@domain/i18n';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, loginThroughApi, newAccount } from './api';
import { baseUrl, launchBrowser, newPage, registerInBrowser, signIn } from './browser';

// The Game Session Manager against the real server and the simulated game server `npm start` attaches
// (SIMULATED_GAME_SERVERS=1 in global-setup: one agent, client id 'sim').

const SIM_CLIENT = 'sim';
/** Long enough for a few 5000 ms auto refreshes and the simulated players to join. */
const LIVE = { timeout: 30_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A 4-digit code unique within the run: steps of 37 (prime to 9000) from a start fixed once. Adding the
 * clock at each call, as before, let two codes meet when the time passed matched a multiple of the step.
 */
const firstCode = Date.now() % 9000;
let codes = 0;
function nextCode(): string {
  codes += 1;
  return String(((firstCode + codes * 37) % 9000) + 1000);
}

async function openAsAdmin(): Promise<Page> {
  const page = await signIn(browser, E2E_ADMIN, '/sessions');
  await page.getByRole('heading', { name: translate('resources.sessions.title') }).waitFor();
  return page;
}

const sessionsTable = (page: Page) =>
  page.getByRole('table', { name: translate('resources.sessions.list.tableLabel') });
/** The row whose Code cell reads `code` (a port in another row's address may hold the same digits). */
const sessionRow = (page: Page, code: string) =>
  sessionsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: code, exact: true }) });

/** The text of `row`'s cell under the column headed `header`. */
async function cellText(page: Page, row: Locator, header: string): Promise<string> {
  const headers = await sessionsTable(page).getByRole('columnheader').allTextContents();
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(', ')}`);
  return (await row.getByRole('cell').nth(index).textContent()) ?? '';
}

async function createSession(page: Page, code: string): Promise<Locator> {
  const form = page.getByRole('region', { name: translate('resources.sessions.create.title') });
  await form
    .getByRole('combobox', { name: new RegExp(`^${translate('resources.sessions.create.client')}`) })
    .click();
  await page.getByRole('option', { name: SIM_CLIENT, exact: true }).click();
  await form
    .getByRole('textbox', { name: new RegExp(`^${translate('resources.sessions.create.code')}`) })
    .fill(code);
  await form.getByRole('button', { name: translate('resources.sessions.create.submit') }).click();
  await page.getByText(translate('resources.sessions.notifications.created', { code })).waitFor();
  return sessionRow(page, code);
}

async function waitUntilActive(row: Locator): Promise<void> {
  await row.getByText('Active', { exact: true }).waitFor(LIVE);
}

describe('game session manager', () => {
  it('the admin sees the simulated game server, creates a session that goes Active with players, stops and deletes it', async () => {
    const page = await openAsAdmin();
    await page
      .getByRole('region', { name: translate('resources.sessions.stats.clients') })
      .getByText('1', { exact: true })
      .waitFor(LIVE);
    await page
      .getByText(translate('resources.sessions.create.clientsConnected', { smart_count: 1 }))
      .waitFor();

    const code = nextCode();
    const row = await createSession(page, code);
    await waitUntilActive(row);
    await row.getByText(SIM_CLIENT, { exact: true }).waitFor();
    await expect
      .poll(async () => Number(await cellText(page, row, translate('resources.sessions.fields.players'))), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    expect(await cellText(page, row, translate('resources.sessions.fields.mode'))).toContain('XBall');
    expect(await cellText(page, row, translate('resources.sessions.fields.serverName'))).toMatch(/:\d+$/);

    await row
      .getByRole('button', {
        name: translate('resources.sessions.action.stopLabel', { code, name: SIM_CLIENT }),
      })
      .click();
    await page
      .getByRole('dialog', { name: translate('resources.sessions.dialogs.stopTitle') })
      .getByRole('button', { name: translate('resources.sessions.action.stop') })
      .click();
    await page
      .getByText(translate('resources.sessions.notifications.stopped', { name: SIM_CLIENT }))
      .waitFor();
    await row.getByText('Not Active', { exact: true }).waitFor();
    expect(
      await row
        .getByRole('button', {
          name: translate('resources.sessions.action.stopLabel', { code, name: SIM_CLIENT }),
        })
        .count(),
    ).toBe(0);

    await row
      .getByRole('button', {
        name: translate('resources.sessions.action.deleteLabel', { code, name: SIM_CLIENT }),
      })
      .click();
    const dialog = page.getByRole('dialog', { name: translate('resources.sessions.dialogs.deleteTitle') });
    await dialog.getByRole('button', { name: translate('resources.sessions.action.delete') }).click();
    await page
      .getByText(translate('resources.sessions.notifications.deleted', { name: SIM_CLIENT }))
      .waitFor();
    await row.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('Stop All asks, then stops every active session and counts them', async () => {
    const page = await openAsAdmin();
    const rows = [await createSession(page, nextCode()), await createSession(page, nextCode())];
    for (const row of rows) await waitUntilActive(row);

    await page.getByRole('button', { name: translate('resources.sessions.list.stopAll') }).click();
    const confirm = page.getByRole('dialog', { name: translate('resources.sessions.dialogs.stopAllTitle') });
    expect(await confirm.textContent()).toContain(
      translate('resources.sessions.dialogs.stopAllText', { smart_count: 2 }),
    );
    await confirm.getByRole('button', { name: translate('resources.sessions.list.stopAll') }).click();
    await page
      .getByText(translate('resources.sessions.notifications.stoppedAll', { smart_count: 2 }))
      .waitFor();
    for (const row of rows) await row.getByText('Not Active', { exact: true }).waitFor();

    await page.getByRole('button', { name: translate('resources.sessions.list.stopAll') }).click();
    await page.getByText(translate('resources.sessions.notifications.noneActive')).waitFor();
    await page.context().close();
  });

  it('pages through more sessions than a page holds, filters them by status, and a stop updates the list', async () => {
    // 26 stopped sessions through the API (the simulated game server hosts 4 at a time).
    const { token } = await loginThroughApi(baseUrl(), E2E_ADMIN);
    const api = async (
      method: string,
      path: string,
      body?: object,
      attempt = 1,
    ): Promise<{ data: { id: number } }> => {
      const response = await fetch(`${baseUrl()}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body && JSON.stringify(body),
      });
      const text = await response.text();
      // The simulated game server may be reconnecting (it is told to stop many sessions in a row).
      if (text.includes('GAME_SERVER_OFFLINE') && attempt < 60) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        return api(method, path, body, attempt + 1);
      }
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return JSON.parse(text) as { data: { id: number } };
    };
    /**
     * A session created and stopped. A create the game server could not take (it was reconnecting) still
     * leaves its session, ended: the next attempt takes a new code so that each code names one row.
     */
    const createStopped = async (attempt = 1): Promise<string> => {
      const code = nextCode();
      const response = await fetch(`${baseUrl()}/api/game-sessions/client?clientId=${SIM_CLIENT}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ code, isPublic: false, mode: 'XBall' }),
      });
      const text = await response.text();
      if (text.includes('GAME_SERVER_OFFLINE') && attempt < 60) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        return createStopped(attempt + 1);
      }
      if (!response.ok) throw new Error(`create session ${code}: ${response.status} ${text}`);
      const { data } = JSON.parse(text) as { data: { id: number } };
      await api('PUT', `/game-sessions/${data.id}/stop`);
      return code;
    };
    const stoppedCodes: string[] = [];
    for (let n = 0; n < 26; n += 1) stoppedCodes.push(await createStopped());

    const page = await openAsAdmin();
    // Newest first, 25 a page: the first of them is on page 2.
    await sessionRow(page, stoppedCodes[25]).waitFor();
    expect(await sessionsTable(page).locator('tbody tr').count()).toBe(25);
    expect(await sessionRow(page, stoppedCodes[0]).count()).toBe(0);
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await sessionRow(page, stoppedCodes[0]).waitFor();
    expect(await sessionRow(page, stoppedCodes[25]).count()).toBe(0);

    // The Active filter, asked of the server: none, until one is created; stopping it empties the list again.
    const filters = page.getByRole('group', { name: translate('resources.sessions.list.filterLabel') });
    await filters
      .getByRole('button', { name: translate('resources.sessions.filters.active'), exact: true })
      .click();
    await page.getByText(translate('resources.sessions.empty.active')).waitFor();
    const code = nextCode();
    const row = await createSession(page, code);
    await waitUntilActive(row);
    await row
      .getByRole('button', {
        name: translate('resources.sessions.action.stopLabel', { code, name: SIM_CLIENT }),
      })
      .click();
    await page
      .getByRole('dialog', { name: translate('resources.sessions.dialogs.stopTitle') })
      .getByRole('button', { name: translate('resources.sessions.action.stop') })
      .click();
    await page
      .getByText(translate('resources.sessions.notifications.stopped', { name: SIM_CLIENT }))
      .waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByText(translate('resources.sessions.empty.active')).waitFor();

    await filters
      .getByRole('button', { name: translate('resources.sessions.filters.notActive'), exact: true })
      .click();
    await sessionRow(page, code).getByText('Not Active', { exact: true }).waitFor();
    await page.context().close();
  }, 180_000);

  it('a Player opening /sessions gets Access Denied', async () => {
    const { context, page } = await newPage(browser);
    await registerInBrowser(page, newAccount('sessions'));
    await page.getByRole('button', { name: 'Account' }).waitFor();
    await page.goto('/sessions');
    await page.getByText(translate('app.errors.accessDenied.title')).waitFor();
    expect(await page.getByRole('heading', { name: translate('resources.sessions.title') }).count()).toBe(0);
    await context.close();
  });
});
