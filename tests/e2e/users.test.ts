import { translate } from '@domain/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { E2E_ADMIN, newAccount, registerThroughApi } from './api';
import { baseUrl, launchBrowser, searchList, signIn } from './browser';

// The users resource in real Chromium against the real server: its list (search, pages of 25), the user's
// page at /users/:id (react-admin's edit path) with the edit form, and delete.

const PAGE_SIZE = 25;
const PLAYERS = PAGE_SIZE + 2;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const search = (page: Page, text: string) =>
  searchList(page, translate('resources.users.filters.search'), text);

const table = (page: Page) => page.getByRole('table');

describe('users resource', () => {
  it('searches, pages, edits a user on /users/:id and deletes them', async () => {
    // Names and emails share a prefix of this run only, so the search finds exactly these players.
    const prefix = `pager${Date.now().toString(36)}`;
    const players = Array.from({ length: PLAYERS }, () => newAccount(prefix));
    for (const player of players) await registerThroughApi(baseUrl(), player);

    const page = await signIn(browser, E2E_ADMIN, '/users');
    // Newest first: the last registered heads page 1, the first two are on page 2.
    const newest = players[PLAYERS - 1];
    await table(page).getByRole('cell', { name: newest.displayName, exact: true }).waitFor();

    await search(page, prefix);
    await page.getByText(`1-${PAGE_SIZE} of ${PLAYERS}`).waitFor();
    await table(page).getByRole('cell', { name: newest.displayName, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await page.getByText(`${PAGE_SIZE + 1}-${PLAYERS} of ${PLAYERS}`).waitFor();
    const [first] = players;
    await table(page).getByRole('cell', { name: first.displayName, exact: true }).waitFor();
    await table(page)
      .getByRole('cell', { name: newest.displayName, exact: true })
      .waitFor({ state: 'detached' });

    // A row opens the user's page, where the edit form renames them.
    await table(page).getByRole('cell', { name: first.displayName, exact: true }).click();
    await page.waitForURL(/\/users\/\d+$/);
    const form = page.getByRole('form', { name: translate('resources.users.sections.edit') });
    const renamed = `${prefix} renamed`;
    await form
      .getByRole('textbox', { name: translate('resources.users.userAdmin.displayName') })
      .fill(renamed);
    await form.getByRole('button', { name: translate('resources.users.form.save') }).click();
    await page.getByText(translate('resources.users.notifications.saved', { name: renamed })).waitFor();
    await page.getByRole('heading', { name: renamed }).waitFor();

    await page.getByRole('link', { name: translate('resources.users.back') }).click();
    await search(page, renamed);
    await table(page).getByRole('cell', { name: renamed, exact: true }).click();
    await page.waitForURL(/\/users\/\d+$/);

    // Delete, after the confirmation, goes back to the list, which no longer finds them.
    await page.getByRole('button', { name: translate('resources.users.action.delete') }).click();
    await page
      .getByRole('dialog', { name: translate('resources.users.deleteDialog.title') })
      .getByRole('button', { name: translate('resources.users.deleteDialog.confirm') })
      .click();
    await page.getByText(translate('resources.users.notifications.deleted', { name: renamed })).waitFor();
    await page.waitForURL(/\/users$/);
    await search(page, renamed);
    await page.getByText(translate('resources.users.empty')).waitFor();
    await page.context().close();
  });
});
