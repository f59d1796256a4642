import { translate } from '@domain/i18n';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  linkIn,
  mailWithLink,
  resetLinkIn,
  resetMailTo,
  type SmtpFake,
  startSmtpFake,
  VERIFY_PAGE,
} from '../fakes/smtp';
import { type RunningServer, startServer } from '../support/server-process';
import { type Account, E2E_ACCESS_CODE, E2E_ADMIN, newAccount, registerThroughApi } from './api';
import { launchBrowser, loginInBrowser, newBrowserContext, openPage, passGate, signInAt } from './browser';

// The account mails, end to end: a forgotten password on a phone, and confirming an address (the new
// account's, then a changed one) across two tabs. The server sends the links over real SMTP to the fake in
// this process, so this file starts its own server with SMTP_URL pointing at it.

let browser: Browser;
let smtp: SmtpFake;
let server: RunningServer;

beforeAll(async () => {
  smtp = await startSmtpFake();
  server = await startServer(
    {
      ACCESS_CODE: E2E_ACCESS_CODE,
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      SIMULATED_GAME_SERVERS: '0',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'League <league@league.test>',
    },
    { pgliteTemplate: inject('pgliteTemplate') },
  );
  await registerThroughApi(server.baseUrl, E2E_ADMIN);
  browser = await launchBrowser();
}, 200_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe('forgot password at 360 px', () => {
  it('asks for a link, reads it from the mail, sets a new password and signs in with it', async () => {
    const player = newAccount('forgetful');
    await registerThroughApi(server.baseUrl, player);
    const context = await newBrowserContext(browser, {
      baseURL: server.baseUrl,
      viewport: { width: 360, height: 740 },
    });
    const page = await openPage(context);
    const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto('/login');
    const gate = page.getByLabel('Access code');
    await gate.or(page.getByLabel('Email')).first().waitFor();
    if (await gate.isVisible()) await passGate(page);
    await page.getByRole('link', { name: translate('app.passwordReset.forgotLink') }).click();
    await page.getByRole('heading', { name: translate('app.passwordReset.forgotTitle') }).waitFor();
    await page.getByLabel('Email').fill(player.email);
    await page.getByRole('button', { name: translate('app.passwordReset.send') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: translate('app.passwordReset.requested') })
      .waitFor();
    expect(await fitsWidth()).toBe(true);

    const mail = await smtp.waitForMail(resetMailTo(player.email), 30_000);
    const link = resetLinkIn(mail);
    expect(link.startsWith(`${server.baseUrl}/reset-password?token=`)).toBe(true);

    await page.goto(link);
    await page.getByRole('heading', { name: translate('app.passwordReset.resetTitle') }).waitFor();
    await page
      .getByLabel(translate('app.passwordReset.newPassword'), { exact: true })
      .fill('fresh-password-7');
    await page
      .getByLabel(translate('app.passwordReset.confirmPassword'), { exact: true })
      .fill('fresh-password-7');
    await page.getByRole('button', { name: translate('app.passwordReset.save') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: translate('app.passwordReset.changed') })
      .waitFor();
    expect(await fitsWidth()).toBe(true);

    await page.getByRole('link', { name: translate('app.passwordReset.signIn') }).click();
    await loginInBrowser(page, { ...player, password: 'fresh-password-7' });
    await page.getByRole('button', { name: 'Account' }).waitFor();
    expect(smtp.mails.filter(resetMailTo(player.email))).toHaveLength(1);
    await context.close();
  }, 120_000);
});

const SHOTS = '/tmp/shots';

/** A context of the given width signed in as `account` on /profile. */
async function profileOf(account: Account, width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newBrowserContext(browser, {
    baseURL: server.baseUrl,
    viewport: { width, height: 800 },
  });
  const page = await openPage(context);
  await signInAt(page, account, '/profile');
  await page.getByRole('heading', { name: translate('app.profile.title') }).waitFor();
  return { context, page };
}

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('confirming an address', () => {
  it('confirms a new account from the mail in a second tab, then moves it to a new address', async () => {
    const player = newAccount('confirming');
    await registerThroughApi(server.baseUrl, player);
    const { context, page } = await profileOf(player, 360);
    await page.getByText(translate('app.emailVerification.unverifiedNag', { email: player.email })).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/verify-nag-360.png`, fullPage: true });

    // The link from the mail, opened in a second tab of the same browser.
    const mail = await smtp.waitForMail(mailWithLink(player.email, VERIFY_PAGE), 30_000);
    const second = await openPage(context);
    await second.goto(linkIn(mail, VERIFY_PAGE));
    await second
      .getByRole('status')
      .filter({ hasText: translate('app.emailVerification.confirmed', { email: player.email }) })
      .waitFor();
    expect(await fitsWidth(second)).toBe(true);
    await second.screenshot({ path: `${SHOTS}/verify-confirmed-360.png`, fullPage: true });
    // Opened again (a reload), the link says the same.
    await second.reload();
    await second
      .getByRole('status')
      .filter({ hasText: translate('app.emailVerification.confirmed', { email: player.email }) })
      .waitFor();
    await second.close();

    await page.reload();
    await page.getByText(translate('app.emailVerification.verified'), { exact: true }).waitFor();
    expect(
      await page.getByText(translate('app.emailVerification.unverifiedNag', { email: player.email })).count(),
    ).toBe(0);

    // A new address waits for its own link; the old one stays until then.
    const moved = `moved.${player.email}`;
    await page.getByRole('button', { name: translate('app.profile.action.edit') }).click();
    await page.getByLabel(translate('app.profile.fields.email')).fill(moved);
    await page.getByRole('button', { name: translate('app.profile.action.update') }).dblclick();
    await page.getByText(translate('app.emailVerification.changeRequested', { email: moved })).waitFor();
    await page
      .getByText(translate('app.emailVerification.pending', { pendingEmail: moved, email: player.email }))
      .waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/verify-pending-360.png`, fullPage: true });
    const changeMail = await smtp.waitForMail(mailWithLink(moved, VERIFY_PAGE), 30_000);
    expect(smtp.mails.filter(mailWithLink(moved, VERIFY_PAGE))).toHaveLength(1);
    await page.goto(linkIn(changeMail, VERIFY_PAGE));
    await page
      .getByRole('status')
      .filter({ hasText: translate('app.emailVerification.confirmed', { email: moved }) })
      .waitFor();
    await page.getByRole('link', { name: translate('app.emailVerification.toProfile') }).click();
    await expect.poll(() => page.getByLabel(translate('app.profile.fields.email')).inputValue()).toBe(moved);
    expect(
      await page
        .getByText(translate('app.emailVerification.pending', { pendingEmail: moved, email: player.email }))
        .count(),
    ).toBe(0);
    await context.close();
  }, 150_000);

  it('says a broken link is used, expired or unknown', async () => {
    const context = await newBrowserContext(browser, {
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    const page = await openPage(context);
    await page.goto('/verify-email?token=not-a-real-token');
    await page
      .getByRole('alert')
      .filter({ hasText: translate('app.emailVerification.invalidToken') })
      .waitFor();
    await page.goto('/verify-email');
    await page
      .getByRole('alert')
      .filter({ hasText: translate('app.emailVerification.missingToken') })
      .waitFor();
    await context.close();
  }, 60_000);

  it('lets a league manager require confirmed addresses, which the profile then says', async () => {
    const admin = await profileOf(E2E_ADMIN, 1280);
    const newcomer = newAccount('unconfirmed');
    await registerThroughApi(server.baseUrl, newcomer);
    const page = admin.page;
    await page.goto('/admin');
    await page.getByRole('main').getByRole('link', { name: 'League settings' }).click();
    await page.getByRole('heading', { name: translate('resources.league-settings.name') }).waitFor();
    const allowed = page.getByLabel(translate('resources.league-settings.fields.unverifiedMayPlay'));
    await expect.poll(() => allowed.isChecked()).toBe(true);
    await allowed.uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(translate('resources.league-settings.saved')).waitFor();
    await page.screenshot({ path: `${SHOTS}/league-settings-1280.png`, fullPage: true });
    try {
      const player = await profileOf(newcomer, 360);
      await player.page
        .getByText(translate('app.emailVerification.unverifiedNagRequired', { email: newcomer.email }))
        .waitFor();
      await player.context.close();
    } finally {
      await page.reload();
      await page.getByLabel(translate('resources.league-settings.fields.unverifiedMayPlay')).check();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(translate('resources.league-settings.saved')).waitFor();
    }
    await admin.context.close();
  }, 150_000);
});
