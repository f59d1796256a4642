import { translate } from '@domain/i18n';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  FAKE_CONSENT_COOKIE,
  FAKE_DISCORD_USERS,
  FAKE_SESSION_COOKIE,
  type FakeDiscordUser,
} from '../fakes/discord';
import { type Account, newAccount } from './api';
import {
  baseUrl,
  launchBrowser,
  loginInBrowser,
  logoutInBrowser,
  newPage,
  registerInBrowser,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A new player signed in on /profile, in a fresh browser profile. */
async function playerOnProfile(account: Account = newAccount('profile')) {
  const { context, page } = await newPage(browser);
  await registerInBrowser(page, account);
  await page.getByRole('button', { name: 'Account', exact: true }).waitFor();
  await page.goto('/profile');
  await page.getByRole('heading', { name: translate('app.profile.title') }).waitFor();
  return { context, page, account };
}

/** Who is signed in to "Discord" in this browser, and whether they will press Cancel on the consent screen. */
async function signInToDiscord(context: BrowserContext, user: FakeDiscordUser, deny = false) {
  const url = inject('discordFakeUrl');
  await context.addCookies([
    { name: FAKE_SESSION_COOKIE, value: user.id, url },
    ...(deny ? [{ name: FAKE_CONSENT_COOKIE, value: 'deny', url }] : []),
  ]);
}

async function linkDiscord(page: Page) {
  await page.getByRole('button', { name: translate('app.access.discordCallback.title') }).click();
}

describe('profile', () => {
  it('edits the profile, changes the password and stays signed in', async () => {
    const { context, page, account } = await playerOnProfile();
    const update = page.getByRole('button', { name: translate('app.profile.action.update') });
    expect(await page.getByLabel(translate('app.profile.fields.displayName')).isDisabled()).toBe(true);
    expect(await update.isDisabled()).toBe(true);

    await page.getByRole('button', { name: translate('app.profile.action.edit') }).click();
    expect(await update.isDisabled()).toBe(true);
    await page.getByLabel(translate('app.profile.fields.displayName')).fill('x');
    await update.click();
    await page.getByText(translate('app.errors.validation.displayNameLength')).waitFor();
    await page.getByLabel(translate('app.profile.fields.displayName')).fill('Renamed Player');
    await update.click();
    await page.getByText(translate('app.profile.notifications.updated')).waitFor();
    expect(await page.getByLabel(translate('app.profile.fields.displayName')).inputValue()).toBe(
      'Renamed Player',
    );
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByText('Renamed Player').first().waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: translate('app.profile.action.changePassword') }).click();
    await page
      .getByLabel(translate('app.profile.fields.oldPassword'), { exact: true })
      .fill('wrong-password');
    await page.getByLabel(translate('app.profile.fields.newPassword'), { exact: true }).fill('changed-pass');
    await page.getByLabel(translate('app.profile.fields.confirmPassword')).fill('changed-pass');
    await page.getByRole('button', { name: translate('app.profile.action.submit') }).click();
    await page.getByText(translate('app.profile.wrongPassword')).waitFor();
    await page
      .getByLabel(translate('app.profile.fields.oldPassword'), { exact: true })
      .fill(account.password);
    await page.getByRole('button', { name: translate('app.profile.action.submit') }).click();
    await page.getByText(translate('app.profile.notifications.passwordChanged')).waitFor();

    // Still signed in here, also after a reload (which refreshes the session).
    await page.reload();
    await page.getByRole('heading', { name: translate('app.profile.title') }).waitFor();
    expect(await page.getByLabel(translate('app.profile.fields.displayName')).inputValue()).toBe(
      'Renamed Player',
    );

    await logoutInBrowser(page);
    await page.goto('/login');
    await loginInBrowser(page, { ...account, password: 'changed-pass' });
    await page.getByRole('button', { name: 'Account', exact: true }).waitFor();
    await context.close();
  });

  it('links Discord through the fake, refuses the same Discord account to a second player, and unlinks', async () => {
    const first = await playerOnProfile();
    await signInToDiscord(first.context, FAKE_DISCORD_USERS.splat);
    await linkDiscord(first.page);
    // The browser really went to Discord's authorize page and came back through /discord/callback.
    await first.page.waitForURL((url) => url.pathname === '/profile');
    await first.page.getByText(translate('app.profile.notifications.discordLinked')).waitFor();
    expect(await first.page.getByLabel(translate('app.profile.fields.discord')).inputValue()).toBe(
      FAKE_DISCORD_USERS.splat.global_name,
    );

    const second = await playerOnProfile();
    await signInToDiscord(second.context, FAKE_DISCORD_USERS.splat);
    const callback = second.page.waitForURL((url) => url.pathname === '/discord/callback');
    await linkDiscord(second.page);
    await callback;
    await second.page.getByText(translate('app.access.discord.alreadyLinked')).waitFor();
    await second.page
      .getByRole('button', { name: translate('app.access.discordCallback.backToProfile') })
      .click();
    await second.page.getByRole('heading', { name: translate('app.profile.title') }).waitFor();
    expect(await second.page.getByLabel(translate('app.profile.fields.discord')).inputValue()).toBe(
      translate('app.profile.discord.notLinked'),
    );
    await second.context.close();

    await first.page.getByRole('button', { name: translate('app.profile.discord.unlink') }).click();
    await first.page.getByText(translate('app.profile.notifications.discordUnlinked')).waitFor();
    expect(await first.page.getByLabel(translate('app.profile.fields.discord')).inputValue()).toBe(
      translate('app.profile.discord.notLinked'),
    );
    await first.context.close();
  });

  it('a reused code and a wrong state fail cleanly on the callback screen', async () => {
    const { context, page } = await playerOnProfile();
    await signInToDiscord(context, FAKE_DISCORD_USERS.plain);
    const callbacks: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.isNavigationRequest() && url.pathname === '/discord/callback') callbacks.push(url);
    });
    await linkDiscord(page);
    await page.getByText(translate('app.profile.notifications.discordLinked')).waitFor();
    const firstCode = callbacks[0]?.searchParams.get('code') ?? '';
    expect(firstCode).not.toBe('');
    await page.getByRole('button', { name: translate('app.profile.discord.unlink') }).click();
    await page.getByText(translate('app.profile.notifications.discordUnlinked')).waitFor();

    // Start another flow in this browser (its cookie jar gets the fresh state), then come back to the
    // callback screen with that state and the first, already used code.
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const intent = await context.request.post(`${baseUrl()}/api/auth/discord/link-intent`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const login = await context.request.get(`${baseUrl()}${(await intent.json()).data.url}`, {
      maxRedirects: 0,
    });
    const state = new URL(login.headers().location ?? '').searchParams.get('state') ?? '';
    await page.goto(`/discord/callback?${new URLSearchParams({ code: firstCode, state })}`);
    await page.getByText(translate('app.access.discord.invalidCode')).waitFor();

    await page.goto('/discord/callback?code=some-code&state=not-the-state');
    await page.getByText(translate('app.access.discord.stateMismatch')).waitFor();
    await page.getByRole('button', { name: translate('app.access.discordCallback.backToProfile') }).click();
    expect(await page.getByLabel(translate('app.profile.fields.discord')).inputValue()).toBe(
      translate('app.profile.discord.notLinked'),
    );
    await context.close();
  });

  it('shows a denied consent on the callback screen', async () => {
    const { context, page } = await playerOnProfile();
    await signInToDiscord(context, FAKE_DISCORD_USERS.nelly, true);
    await linkDiscord(page);
    await page.getByText(translate('app.access.discordCallback.accessDenied')).waitFor();
    expect(new URL(page.url()).origin).toBe(baseUrl());
    await context.close();
  });
});
