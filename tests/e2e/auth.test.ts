import { translate } from '@domain/i18n';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './api';
import {
  launchBrowser,
  loginInBrowser,
  logoutInBrowser,
  newPage,
  passGate,
  registerInBrowser,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('access gate, sign-up and sign-in', () => {
  it('gate → register → signed in → logout → login → protected redirect returns to origin', async () => {
    const { context, page } = await newPage(browser);
    const account = newAccount();

    // The gate stands in front of the landing page; Verify waits for six characters.
    await page.goto('/');
    await page.getByText(translate('app.access.gate.title')).waitFor();
    await page.getByText(translate('app.access.gate.text')).waitFor();
    const verify = page.getByRole('button', { name: 'Verify' });
    await page.getByLabel('Access code').fill('WRONG');
    expect(await verify.isDisabled()).toBe(true);
    await page.getByLabel('Access code').fill('WRONG1');
    await verify.click();
    await page.getByText(translate('app.access.gate.incorrect')).waitFor();
    await passGate(page);
    await page.getByText(translate('app.landing.features.tournaments.title')).waitFor();
    await page.getByText(translate('app.landing.features.ranks.title')).waitFor();

    // Register, then land signed in with the display name in the account menu.
    await registerInBrowser(page, account);
    await page.getByRole('button', { name: 'Account' }).waitFor();
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByText(account.displayName).first().waitFor();
    await page.keyboard.press('Escape');
    const stored = await page.evaluate(() => [
      localStorage.getItem('accessToken'),
      localStorage.getItem('refreshToken'),
      localStorage.getItem('user'),
    ]);
    expect(stored.every(Boolean)).toBe(true);

    // Sign out: the three keys go, the Login button comes back.
    await logoutInBrowser(page);
    await page
      .getByRole('button', { name: 'Login' })
      .or(page.getByRole('link', { name: 'Login' }))
      .first()
      .waitFor();
    const cleared = await page.evaluate(() => [
      localStorage.getItem('accessToken'),
      localStorage.getItem('refreshToken'),
      localStorage.getItem('user'),
    ]);
    expect(cleared).toEqual([null, null, null]);

    // A protected route sends an anonymous visitor to /login and brings them back after signing in.
    await page.goto('/profile?tab=security');
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText(translate('app.access.login.invalidCredentials')).waitFor();
    await loginInBrowser(page, account);
    await page.waitForURL((url) => url.pathname === '/profile' && url.search === '?tab=security');
    await page.getByRole('button', { name: 'Account' }).waitFor();
    await context.close();
  });

  it('the gate flag persists across reloads', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await passGate(page);
    await page.getByLabel('Email').waitFor();
    await page.reload();
    await page.getByLabel('Email').waitFor();
    expect(await page.getByLabel('Access code').count()).toBe(0);
    await context.close();
  });

  it('register shows the spec messages for bad input', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/register');
    await passGate(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText(translate('app.access.register.allRequired')).waitFor();
    await page.getByLabel('Email').fill('someone@league.test');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password').fill('abd');
    await page.getByLabel('Display Name').fill('Someone');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText(translate('app.passwordReset.passwordsMismatch')).waitFor();
    await page.getByLabel('Confirm Password').fill('abc');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText(translate('app.access.register.passwordTooShort')).waitFor();
    await context.close();
  });
});
