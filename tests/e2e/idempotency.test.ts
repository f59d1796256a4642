import { translate } from '@domain/i18n';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DigitalOceanFake, startDigitalOceanFake } from '../fakes/digitalocean';
import { type RunningServer, startServer } from '../support/server-process';
import { E2E_ACCESS_CODE, E2E_ADMIN, registerThroughApi } from './api';
import { launchBrowser, newBrowserContext, openPage, signInAt } from './browser';

// One click, one effect, where it costs money: a double-click on "Create Server" makes one paid machine.
// The suite's servers run the simulated provider, so this file starts its own on the DigitalOcean
// fake and counts the droplets created there.

const DO_TOKEN = 'dop_v1_e2e-idempotency';
/** DigitalOcean answers slowly, so the first create is still in flight when the second click lands. */
const DO_LATENCY_MS = 1_500;

let browser: Browser;
let fake: DigitalOceanFake;
let server: RunningServer;

beforeAll(async () => {
  fake = await startDigitalOceanFake({ token: DO_TOKEN, activeAfterMs: 500 });
  // From an empty data directory, as a first `npm start` on a new machine: the suite's other servers start
  // from a migrated copy (tests/e2e/global-setup.ts), so this one keeps that path under test.
  server = await startServer({
    ACCESS_CODE: E2E_ACCESS_CODE,
    AUTH_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
    CLOUD_PROVIDER: 'digitalocean',
    DO_TOKEN,
    DO_API_URL: fake.url,
    SIMULATED_GAME_SERVERS: '0',
    MATCH_MACHINES: 'off',
  });
  await registerThroughApi(server.baseUrl, E2E_ADMIN);
  browser = await launchBrowser();
}, 200_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

const dropletCreates = () =>
  fake.requests.filter((request) => request.method === 'POST' && request.path === '/v2/droplets');

describe('Create Server, double-clicked', () => {
  it('creates exactly one server at DigitalOcean, the button disabled while the first is in flight', async () => {
    const context = await newBrowserContext(browser, {
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 900 },
    });
    const page = await openPage(context);
    await signInAt(page, E2E_ADMIN, '/admin/digital-ocean');
    await page
      .getByRole('heading', { name: translate('resources.admin/digital-ocean.title'), level: 1 })
      .waitFor();

    const name = `dbl-${Date.now().toString(36)}`;
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
      .fill('4321');
    await form
      .getByRole('combobox', {
        name: new RegExp(`^${translate('resources.admin/digital-ocean.create.size')}`),
      })
      .click();
    await page.getByRole('option').first().click();
    const before = dropletCreates().length;

    fake.setLatency(DO_LATENCY_MS);
    const submit = form.getByRole('button', {
      name: translate('resources.admin/digital-ocean.create.submit'),
    });
    await submit.dblclick();
    await expect.poll(() => submit.isDisabled()).toBe(true);
    const created = page.getByRole('alertdialog', {
      name: translate('resources.admin/digital-ocean.notifications.created'),
    });
    await created.waitFor({ timeout: 30_000 });
    fake.setLatency(0);
    await created.getByRole('button', { name: translate('resources.admin/digital-ocean.ok') }).click();

    // Every request the double-click sent reached the fake before the first answer came back.
    const creates = dropletCreates().slice(before);
    expect(creates).toHaveLength(1);
    expect(creates[0]?.body).toMatchObject({ name });
    const listed = page
      .getByRole('table', { name: translate('resources.admin/digital-ocean.tableLabel') })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name, exact: true }) });
    await listed.first().waitFor();
    expect(await listed.count()).toBe(1);
    await context.close();
  });
});
