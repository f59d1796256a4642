import { translate } from '@domain/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createRoleThroughApi, E2E_ADMIN, loginThroughApi } from './api';
import { baseUrl, launchBrowser, searchList, signIn } from './browser';

// The roles resource in real Chromium against the real server: its list (search, pages of 25, oldest
// first), the create and edit dialogs with a refused name, and delete after the confirmation.

const PAGE_SIZE = 25;
const ROLES = PAGE_SIZE + 1;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const table = (page: Page) => page.getByRole('table', { name: translate('resources.roles.tableLabel') });
const cell = (page: Page, name: string) => table(page).getByRole('cell', { name, exact: true });

const search = (page: Page, text: string) =>
  searchList(page, translate('resources.roles.filters.search'), text);

describe('roles resource', () => {
  it('searches, pages, creates, refuses a taken name, edits and deletes a role', async () => {
    // Names of this run only (at most 32 characters), so the search finds exactly these roles.
    const prefix = `R${Date.now().toString(36)}`;
    const names = Array.from({ length: ROLES }, (_, index) => `${prefix} ${String(index).padStart(2, '0')}`);
    const { token } = await loginThroughApi(baseUrl(), E2E_ADMIN);
    for (const name of names) await createRoleThroughApi(baseUrl(), token, name);

    const page = await signIn(browser, E2E_ADMIN, '/roles');
    await table(page).getByText('Admin', { exact: true }).waitFor();

    // Oldest first: the first 25 on page 1, the last one alone on page 2.
    await search(page, prefix);
    await page.getByText(`1-${PAGE_SIZE} of ${ROLES}`).waitFor();
    await cell(page, names[0]).waitFor();
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await page.getByText(`${ROLES}-${ROLES} of ${ROLES}`).waitFor();
    await cell(page, names[ROLES - 1]).waitFor();
    await cell(page, names[0]).waitFor({ state: 'detached' });

    // Create: a taken name is refused with the server's reason and the dialog stays open.
    await page.getByRole('button', { name: translate('resources.roles.action.create') }).click();
    const create = page.getByRole('dialog', { name: translate('resources.roles.action.create') });
    await create.getByRole('textbox', { name: translate('resources.roles.roleAdmin.name') }).fill(names[0]);
    await create.getByRole('button', { name: translate('resources.roles.form.save') }).click();
    await page.getByText(/A role with this name already exists\./).waitFor();
    const created = `${prefix} new`;
    await create.getByRole('textbox', { name: translate('resources.roles.roleAdmin.name') }).fill(created);
    await create
      .getByRole('textbox', { name: translate('resources.roles.form.description') })
      .fill('Runs the scoreboard');
    await create.getByRole('button', { name: translate('resources.roles.form.save') }).click();
    await page.getByText(translate('resources.roles.notifications.created', { name: created })).waitFor();
    await create.waitFor({ state: 'detached' });

    // Edit its description from its row.
    await search(page, created);
    await cell(page, created).waitFor();
    await table(page)
      .getByRole('button', { name: translate('resources.roles.action.edit', { name: created }) })
      .click();
    const edit = page.getByRole('dialog', {
      name: translate('resources.roles.form.editTitle', { name: created }),
    });
    await edit
      .getByRole('textbox', { name: translate('resources.roles.form.description') })
      .fill('Keeps the score');
    await edit.getByRole('button', { name: translate('resources.roles.form.save') }).click();
    await page.getByText(translate('resources.roles.notifications.saved', { name: created })).waitFor();
    await cell(page, 'Keeps the score').waitFor();

    // Delete, after the confirmation; the search no longer finds it.
    await table(page)
      .getByRole('button', { name: translate('resources.roles.action.delete', { name: created }) })
      .click();
    await page
      .getByRole('dialog', { name: translate('resources.roles.deleteDialog.title') })
      .getByRole('button', { name: translate('resources.roles.deleteDialog.confirm') })
      .click();
    await page.getByText(translate('resources.roles.notifications.deleted', { name: created })).waitFor();
    await page.getByText(translate('resources.roles.empty')).waitFor();
    await page.context().close();
  });
});
