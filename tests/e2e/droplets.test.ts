import type { DropletStatus } from '@domain/droplets';
import { translate } from '@domain/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiSession, E2E_ADMIN, loginThroughApi } from './api';
import { baseUrl, chooseListFilter, launchBrowser, newPage, searchList, signInAt } from './browser';

// Server management against the real server on its default simulated cloud provider: a droplet goes
// new -> active by itself, and its simulated game server connects and hosts the droplet's game session.

/** The droplet's boot, its game server connecting and the list's 3 s polling. */
const LIVE = { timeout: 45_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openServersAsAdmin(): Promise<Page> {
  const { context, page } = await newPage(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await signInAt(page, E2E_ADMIN, '/admin/digital-ocean');
  await page
    .getByRole('heading', { name: translate('resources.admin/digital-ocean.title'), level: 1 })
    .waitFor();
  return page;
}

async function dismiss(page: Page, text: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: text });
  await dialog.getByRole('button', { name: translate('resources.admin/digital-ocean.ok') }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Filters the servers list by `status` through its Status select. */
function chooseStatus(page: Page, status: DropletStatus): Promise<void> {
  return chooseListFilter(page, {
    label: translate('resources.admin/digital-ocean.fields.status'),
    option: translate(`resources.admin/digital-ocean.status.${status}`),
    source: 'status',
    value: status,
  });
}

describe('server management', () => {
  it('the admin creates a server with a game session, watches it become active, finds its session, copies its IP and deletes it', async () => {
    const page = await openServersAsAdmin();
    const name = `e2e-${Date.now().toString(36)}`;
    const code = String((Date.now() % 9000) + 1000);

    const form = page.getByRole('region', { name: translate('resources.admin/digital-ocean.create.title') });
    await form
      .getByRole('textbox', {
        name: new RegExp(`^${translate('resources.admin/digital-ocean.create.name')}`),
      })
      .fill(name);
    await form
      .getByRole('textbox', {
        name: new RegExp(`^${translate('resources.admin/digital-ocean.create.code')}`),
      })
      .fill(code);
    await form
      .getByRole('combobox', {
        name: new RegExp(`^${translate('resources.admin/digital-ocean.create.size')}`),
      })
      .click();
    await page.getByRole('option').first().click();
    expect(
      await form
        .getByRole('switch', { name: translate('resources.admin/digital-ocean.create.createGameSession') })
        .isChecked(),
    ).toBe(true);
    await form
      .getByRole('button', { name: translate('resources.admin/digital-ocean.create.submit') })
      .click();
    await dismiss(page, translate('resources.admin/digital-ocean.notifications.created'));

    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await row
      .getByText(translate('resources.admin/digital-ocean.status.active'), { exact: true })
      .waitFor(LIVE);
    const copy = row.getByRole('button', { name: /^Copy IP address / });
    const label = (await copy.getAttribute('aria-label')) ?? '';
    const ip = label.split(' ').pop() ?? '';
    expect(ip).toMatch(/^203\.0\.113\.\d+$/);
    await copy.click();
    await dismiss(page, translate('resources.admin/digital-ocean.notifications.copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ip);

    await page.goto('/sessions');
    // The row of this server's session, which names the server: another file's session on another game
    // server may carry the same code.
    const session = page
      .getByRole('table', { name: translate('resources.sessions.list.tableLabel') })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: code, exact: true }) })
      .filter({ hasText: name });
    await session.waitFor(LIVE);
    // Leave no active session behind for the Game Session Manager suite's Stop All.
    await session.getByRole('button', { name: new RegExp(`^Delete session ${code} on`) }).click();
    await page
      .getByRole('dialog', { name: translate('resources.sessions.dialogs.deleteTitle') })
      .getByRole('button', { name: translate('resources.sessions.action.delete') })
      .click();
    await session.waitFor({ state: 'detached' });

    await page.goto('/admin/digital-ocean');
    await row
      .getByRole('button', { name: translate('resources.admin/digital-ocean.list.deleteLabel', { name }) })
      .click();
    await page
      .getByRole('dialog', { name: translate('resources.admin/digital-ocean.list.deleteTitle') })
      .getByRole('button', { name: translate('resources.admin/digital-ocean.list.delete') })
      .click();
    await dismiss(page, translate('resources.admin/digital-ocean.notifications.deleted'));
    await row.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('the admin finds servers by name and status, pages through more than 25 and deletes one', async () => {
    const api = await loginThroughApi(baseUrl(), E2E_ADMIN);
    const prefix = `pg-${Date.now().toString(36)}`;
    const names = Array.from({ length: 27 }, (_, index) => `${prefix}-${String(index + 1).padStart(2, '0')}`);
    const ids = await Promise.all(names.map((name) => createServerThroughApi(api, name)));
    try {
      const page = await openServersAsAdmin();
      const list = page.getByRole('table', { name: translate('resources.admin/digital-ocean.tableLabel') });
      await searchList(page, translate('resources.admin/digital-ocean.filters.search'), prefix);
      const rows = list.locator('tbody tr');
      await page.getByText(`1-25 of ${names.length}`).waitFor(LIVE);
      // The pager's text changes before the rows do.
      await expect.poll(() => rows.count()).toBe(25);

      await page.getByRole('button', { name: 'Go to next page' }).click();
      await page.getByText(`26-27 of ${names.length}`).waitFor();
      await expect.poll(() => rows.count()).toBe(2);

      // A status none of them has: the list's empty text.
      await chooseStatus(page, 'off');
      await page.getByText(translate('resources.admin/digital-ocean.empty')).waitFor();
      // A list filtered to active servers polls no more (nothing in it boots): let all 27 finish booting.
      await expect.poll(() => activeCount(api, prefix), LIVE).toBe(names.length);
      await chooseStatus(page, 'active');
      await page.getByText(/ of 27$/).waitFor(LIVE);

      const [last] = names.slice(-1);
      await searchList(page, translate('resources.admin/digital-ocean.filters.search'), last ?? '');
      const row = list.getByRole('row').filter({ has: page.getByRole('cell', { name: last, exact: true }) });
      await row
        .getByRole('button', {
          name: translate('resources.admin/digital-ocean.list.deleteLabel', { name: last ?? '' }),
        })
        .click();
      await page
        .getByRole('dialog', { name: translate('resources.admin/digital-ocean.list.deleteTitle') })
        .getByRole('button', { name: translate('resources.admin/digital-ocean.list.delete') })
        .click();
      await dismiss(page, translate('resources.admin/digital-ocean.notifications.deleted'));
      await page.getByText(translate('resources.admin/digital-ocean.empty')).waitFor();
      await searchList(page, translate('resources.admin/digital-ocean.filters.search'), prefix);
      await page.getByText(`1-25 of ${names.length - 1}`).waitFor();
      await page.context().close();
    } finally {
      await Promise.all(ids.map((id) => deleteServerThroughApi(api, id)));
    }
  }, 120_000);
});

async function createServerThroughApi(api: ApiSession, name: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/digital-ocean/droplets/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, size: 's-1vcpu-1gb', code: '1234', createGameSession: false }),
  });
  if (response.status !== 201) throw new Error(`create ${name}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** How many servers named with `prefix` the API lists as active (the list's Content-Range total). */
async function activeCount(api: ApiSession, prefix: string): Promise<number> {
  const filter = encodeURIComponent(JSON.stringify({ q: prefix, status: 'active' }));
  const response = await fetch(`${baseUrl()}/api/digital-ocean/droplets?filter=${filter}&range=[0,0]`, {
    headers: { authorization: `Bearer ${api.token}` },
  });
  if (response.status !== 200) throw new Error(`list active ${prefix}: ${response.status}`);
  return Number(response.headers.get('content-range')?.split('/')[1] ?? 0);
}

/** Leaves no server behind; one the test deleted already answers 404. */
async function deleteServerThroughApi(api: ApiSession, id: number): Promise<void> {
  const response = await fetch(`${baseUrl()}/api/digital-ocean/droplets/${id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${api.token}` },
  });
  if (response.status !== 200 && response.status !== 404) throw new Error(`delete ${id}: ${response.status}`);
}
