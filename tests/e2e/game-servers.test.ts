import { translate } from '@domain/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { E2E_ADMIN, issueCredentialThroughApi, loginThroughApi } from './api';
import { baseUrl, launchBrowser, signIn } from './browser';

// The game-server credentials resource in real Chromium against the real server: pages of 25 (newest
// first), the issue dialog refusing a bad client id, the one-time secret, and revoke after the confirmation.

const PAGE_SIZE = 25;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const table = (page: Page) => page.getByRole('table');

describe('game-server credentials resource', () => {
  it('pages, refuses a bad client id, issues a credential with its one-time secret and revokes it', async () => {
    const prefix = `gs-${Date.now().toString(36)}`;
    const { token } = await loginThroughApi(baseUrl(), E2E_ADMIN);
    // One more than a page, so that the oldest of them is on page 2 whatever else the suite issued before.
    const clientIds = Array.from({ length: PAGE_SIZE + 1 }, (_, index) => `${prefix}-${index}`);
    for (const clientId of clientIds) await issueCredentialThroughApi(baseUrl(), token, clientId);

    const page = await signIn(browser, E2E_ADMIN, '/admin/game-servers');
    const newest = clientIds[PAGE_SIZE];
    await table(page).getByRole('cell', { name: newest, exact: true }).waitFor();
    await table(page).getByRole('cell', { name: clientIds[0], exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await table(page).getByRole('cell', { name: clientIds[0], exact: true }).waitFor();
    await page.getByRole('button', { name: 'Go to page 1' }).click();

    // A client id with a space is refused under the field; nothing is issued.
    await page.getByRole('button', { name: translate('resources.admin/game-servers.issue.open') }).click();
    const issue = page.getByRole('dialog', { name: translate('resources.admin/game-servers.issue.title') });
    await issue
      .getByRole('textbox', { name: translate('resources.admin/game-servers.issue.clientId') })
      .fill('bad id');
    await issue.getByRole('button', { name: translate('resources.admin/game-servers.issue.submit') }).click();
    await issue.getByText(translate('resources.admin/game-servers.clientIdInvalid')).waitFor();

    // A good one shows its secret once, then the list holds it.
    const clientId = `${prefix}-ui`;
    await issue
      .getByRole('textbox', { name: translate('resources.admin/game-servers.issue.clientId') })
      .fill(clientId);
    await issue
      .getByRole('textbox', { name: translate('resources.admin/game-servers.issue.label') })
      .fill('Arena 1');
    await issue.getByRole('button', { name: translate('resources.admin/game-servers.issue.submit') }).click();
    const secret = page.getByRole('dialog', { name: translate('resources.admin/game-servers.secret.title') });
    await secret.getByText(translate('resources.admin/game-servers.secret.text', { clientId })).waitFor();
    await secret.getByRole('button', { name: translate('resources.admin/game-servers.secret.done') }).click();
    await table(page).getByRole('cell', { name: clientId, exact: true }).waitFor();

    // Revoke, after the confirmation: its row says revoked and loses the button.
    await page
      .getByRole('button', { name: translate('resources.admin/game-servers.revoke.label', { clientId }) })
      .click();
    await page
      .getByRole('dialog', { name: translate('resources.admin/game-servers.revoke.title') })
      .getByRole('button', { name: translate('resources.admin/game-servers.revoke.action') })
      .click();
    await page
      .getByText(translate('resources.admin/game-servers.notifications.revoked', { clientId }))
      .waitFor();
    const row = table(page)
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: clientId, exact: true }) });
    await row.getByText(translate('resources.admin/game-servers.statuses.revoked')).waitFor();
    await page
      .getByRole('button', { name: translate('resources.admin/game-servers.revoke.label', { clientId }) })
      .waitFor({ state: 'detached' });
    await page.context().close();
  });
});
