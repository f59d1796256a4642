import { translate } from '@domain/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  assignRoleThroughApi,
  E2E_ADMIN,
  loginThroughApi,
  newAccount,
  registerThroughApi,
} from './api';
import { baseUrl, launchBrowser, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh account registered through the API, with its id. */
async function registered(prefix: string): Promise<{ account: Account; userId: number; token: string }> {
  const account = newAccount(prefix);
  await registerThroughApi(baseUrl(), account);
  const { userId, token } = await loginThroughApi(baseUrl(), account);
  return { account, userId, token };
}

const navigation = (page: Page) => page.getByRole('navigation', { name: translate('app.layout.navigation') });

describe('users and roles', () => {
  it('a Support user finds a player by part of their name; the admin makes them a Game Master', async () => {
    const admin = await loginThroughApi(baseUrl(), E2E_ADMIN);
    const support = await registered('support');
    await assignRoleThroughApi(baseUrl(), admin.token, support.userId, 'Support');
    const player = await registered('zebra');
    const playerPage = await signIn(browser, player.account);
    await navigation(playerPage).getByRole('menuitem', { name: 'Home' }).waitFor();
    expect(await navigation(playerPage).getByRole('menuitem', { name: 'Game Sessions' }).count()).toBe(0);

    const supportPage = await signIn(browser, support.account, '/users');
    await supportPage
      .getByRole('textbox', { name: translate('resources.users.filters.search') })
      .fill('ebra');
    await supportPage.getByRole('cell', { name: player.account.displayName, exact: true }).waitFor();
    await supportPage.getByRole('cell', { name: player.account.email }).waitFor();

    const adminPage = await signIn(browser, E2E_ADMIN, `/users/${player.userId}`);
    const roles = adminPage.getByRole('region', { name: translate('resources.users.sections.roles') });
    await roles.getByRole('combobox', { name: translate('resources.users.roles.toAssign') }).click();
    await adminPage.getByRole('option', { name: 'Game Master' }).click();
    await roles.getByRole('button', { name: translate('resources.users.roles.assign') }).click();
    await roles
      .getByRole('button', {
        name: translate('resources.users.roles.remove', { role: 'Game Master' }),
        exact: true,
      })
      .waitFor();

    // A reload restores the session with a token refresh, which brings the new role.
    await playerPage.reload();
    await navigation(playerPage).getByRole('menuitem', { name: 'Game Sessions' }).waitFor();
    await Promise.all([playerPage, supportPage, adminPage].map((page) => page.context().close()));
  });

  it('a Player sees Access Denied on /users, /roles and /admin, and the API refuses them', async () => {
    const player = await registered('player');
    const page = await signIn(browser, player.account);
    for (const path of ['/users', '/roles', '/admin']) {
      await page.goto(path);
      await page.getByText(translate('app.errors.accessDenied.title')).waitFor();
    }
    const headers = { authorization: `Bearer ${player.token}` };
    for (const path of ['/api/users', '/api/roles', '/api/admin/overview', '/api/users/search?query=a']) {
      const response = await page.request.get(path, { headers });
      expect(response.status(), path).toBe(403);
    }
    const assign = await page.request.post(`/api/users/${player.userId}/roles/1`, { headers });
    expect(assign.status()).toBe(403);
    await page.context().close();
  });
});
