import { messages } from '@domain/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetLinkIn, resetMailTo, type SmtpFake, startSmtpFake } from '../fakes/smtp';
import { type RunningServer, startServer } from '../support/server-process';
import { E2E_ACCESS_CODE, E2E_ADMIN, newAccount, registerThroughApi } from './api';
import { launchBrowser, loginInBrowser, passGate } from './browser';

// A forgotten password on a phone, end to end: the server sends the link over real SMTP to the fake in
// this process, so this file starts its own server with SMTP_URL pointing at it.

const t = messages.passwordReset;

let browser: Browser;
let smtp: SmtpFake;
let server: RunningServer;

beforeAll(async () => {
  smtp = await startSmtpFake();
  server = await startServer({
    ACCESS_CODE: E2E_ACCESS_CODE,
    AUTH_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
    SIMULATED_GAME_SERVERS: '0',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'League <league@league.test>',
  });
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
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto('/login');
    const gate = page.getByLabel('Access code');
    await gate.or(page.getByLabel('Email')).first().waitFor();
    if (await gate.isVisible()) await passGate(page);
    await page.getByRole('link', { name: t.forgotLink }).click();
    await page.getByRole('heading', { name: t.forgotTitle }).waitFor();
    await page.getByLabel('Email').fill(player.email);
    await page.getByRole('button', { name: t.send }).click();
    await page.getByRole('status').filter({ hasText: t.requested }).waitFor();
    expect(await fitsWidth()).toBe(true);

    const mail = await smtp.waitForMail(resetMailTo(player.email), 30_000);
    const link = resetLinkIn(mail);
    expect(link.startsWith(`${server.baseUrl}/reset-password?token=`)).toBe(true);

    await page.goto(link);
    await page.getByRole('heading', { name: t.resetTitle }).waitFor();
    await page.getByLabel(t.newPassword, { exact: true }).fill('fresh-password-7');
    await page.getByLabel(t.confirmPassword, { exact: true }).fill('fresh-password-7');
    await page.getByRole('button', { name: t.save }).click();
    await page.getByRole('status').filter({ hasText: t.changed }).waitFor();
    expect(await fitsWidth()).toBe(true);

    await page.getByRole('link', { name: t.signIn }).click();
    await loginInBrowser(page, { ...player, password: 'fresh-password-7' });
    await page.getByRole('button', { name: 'Account' }).waitFor();
    expect(smtp.mails.filter(resetMailTo(player.email))).toHaveLength(1);
    await context.close();
  }, 120_000);
});
