import { translate } from '@domain/i18n';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FAKE_DISCORD_USERS, FAKE_SESSION_COOKIE } from '../fakes/discord';
import { launchBrowser, newPage, passGate } from './browser';

// Continue with Discord in a real browser: the sign-in form, the server's redirect to the Discord fake,
// its consent, the callback page and the dashboard.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Sign in with Discord', () => {
  it('creates the account of a new player who continues with Discord and lands on the dashboard', async () => {
    const { context, page } = await newPage(browser);
    const rookie = FAKE_DISCORD_USERS.rookie;
    await context.addCookies([
      { name: FAKE_SESSION_COOKIE, value: rookie.id, url: inject('discordFakeUrl') },
    ]);
    await page.goto('/login');
    const gate = page.getByLabel('Access code');
    await gate.or(page.getByLabel('Email')).first().waitFor();
    if (await gate.isVisible()) await passGate(page);
    await page.getByRole('button', { name: translate('app.access.discordSignIn.continue') }).click();

    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: translate('app.dashboard.title') }).waitFor();
    await page.getByRole('button', { name: 'Account', exact: true }).waitFor();

    // The new account is the player's, linked to Discord and without a password until one is set.
    await page.goto('/profile');
    await page.getByRole('heading', { name: translate('app.profile.title') }).waitFor();
    expect(await page.getByLabel(translate('app.profile.fields.displayName')).inputValue()).toBe(
      'Rookie Rae',
    );
    await page.getByText(translate('app.profile.discord.onlyWayIn')).waitFor();
    expect(
      await page.getByRole('button', { name: translate('app.profile.discord.unlink') }).isDisabled(),
    ).toBe(true);
    await page.getByRole('button', { name: translate('app.profile.action.setPassword') }).waitFor();
    await context.close();
  });
});
