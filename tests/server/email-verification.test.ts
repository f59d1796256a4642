import { translate } from '@domain/i18n';
import { ManualClock } from '@server/clock';
import { auditLog, emailVerificationTokens } from '@server/db/schema';
import { RESENDS_PER_ACCOUNT } from '@server/modules/email-verification/service';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  linkIn,
  mailWithLink,
  resetLinkIn,
  resetMailTo,
  type SmtpFake,
  startSmtpFake,
  VERIFY_PAGE,
} from '../fakes/smtp';
import { login, me, type SessionTokens, signUp } from './helpers/api';
import { buildTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { call, createTeam, teamPayload } from './helpers/teams';

const HOUR = 60 * 60 * 1000;
const FAST_SENDER = { timings: { pollMs: 50, wakeDelayMs: 10 } };

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe.each(databaseKinds())('email verification on %s', (kind) => {
  let smtp: SmtpFake;
  let t: TestApp;
  let admin: SessionTokens;
  const clock = new ManualClock();

  beforeAll(async () => {
    smtp = await startSmtpFake();
    t = await buildTestApp(kind, {
      config: { mail: { smtpUrl: smtp.url, from: 'League <league@example.com>' } },
      options: { clock, mailSender: FAST_SENDER },
    });
    admin = await signUp(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** The token of the newest confirmation link mailed to `address`. */
  async function verifyTokenFor(address: string): Promise<string> {
    await smtp.waitForMail(mailWithLink(address, VERIFY_PAGE));
    const mails = smtp.mails.filter(mailWithLink(address, VERIFY_PAGE));
    return tokenOf(linkIn(mails.at(-1)!, VERIFY_PAGE));
  }
  const confirm = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/email-verification/confirm', payload: { token } });
  const userOf = async (session: SessionTokens) => (await me(t.app, session.token)).json().data;

  it('mails a new password account a link that confirms its address, once and idempotently', async () => {
    const player = await signUp(t.app);
    expect(await userOf(player)).toMatchObject({ emailVerified: false, pendingEmail: null });
    const mail = await smtp.waitForMail(mailWithLink(player.credentials.email, VERIFY_PAGE));
    expect(mail.decoded).toContain('VR Paintball League: confirm your email address');
    expect(mail.decoded).toContain('<a href=');
    const token = tokenOf(linkIn(mail, VERIFY_PAGE));
    // Only the hash of the token is stored.
    const stored = await t.app.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, player.userId));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);

    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      message: translate('app.emailVerification.confirmed', { email: player.credentials.email }),
      email: player.credentials.email,
    });
    expect(await userOf(player)).toMatchObject({ emailVerified: true });
    // A second tab or a double click says the same.
    const again = await confirm(token);
    expect(again.statusCode).toBe(200);
    // Nothing is left to send.
    const resend = await call(t.app, player.token, 'POST', `/api/users/${player.userId}/email-verification`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toMatchObject({
      message: translate('app.emailVerification.alreadyVerified'),
      code: 'EMAIL_ALREADY_VERIFIED',
    });
  });

  it('refuses unknown, malformed and expired links with a message that offers a new one', async () => {
    for (const token of ['nope', 'x'.repeat(43)]) {
      const response = await confirm(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: translate('app.emailVerification.invalidToken'),
        code: 'INVALID_VERIFICATION_TOKEN',
      });
    }
    const empty = await confirm('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(translate('app.emailVerification.invalidToken'));
    const player = await signUp(t.app);
    const token = await verifyTokenFor(player.credentials.email);
    clock.advance(25 * HOUR);
    expect((await confirm(token)).statusCode).toBe(400);
    expect(await userOf(player)).toMatchObject({ emailVerified: false });
  });

  it('keeps the old address until the new one is confirmed, then signs in only with the new one', async () => {
    const player = await signUp(t.app);
    const newAddress = `moved.${player.credentials.email}`;
    const asked = await call(t.app, player.token, 'PUT', `/api/users/${player.userId}`, {
      email: newAddress,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toMatchObject({ email: player.credentials.email, pendingEmail: newAddress });
    const mail = await smtp.waitForMail(mailWithLink(newAddress, VERIFY_PAGE));
    expect(mail.decoded).toContain('VR Paintball League: confirm your new email address');
    expect((await login(t.app, newAddress, player.credentials.password)).statusCode).toBe(401);

    const confirmed = await confirm(tokenOf(linkIn(mail, VERIFY_PAGE)));
    expect(confirmed.statusCode).toBe(200);
    expect(await userOf(player)).toMatchObject({
      email: newAddress,
      pendingEmail: null,
      emailVerified: true,
    });
    expect((await login(t.app, newAddress, player.credentials.password)).statusCode).toBe(200);
    expect((await login(t.app, player.credentials.email, player.credentials.password)).statusCode).toBe(401);
    // The link for the old address confirms nothing any more.
    const oldLink = await verifyTokenFor(player.credentials.email);
    expect((await confirm(oldLink)).statusCode).toBe(400);
  });

  it('refuses the change when another account took the address meanwhile', async () => {
    const player = await signUp(t.app);
    const wanted = `contested.${player.credentials.email}`;
    await call(t.app, player.token, 'PUT', `/api/users/${player.userId}`, { email: wanted });
    const token = await verifyTokenFor(wanted);
    const rival = await signUp(t.app);
    await call(t.app, admin.token, 'PUT', `/api/users/${rival.userId}`, { email: wanted });
    const refused = await confirm(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(translate('app.emailVerification.addressTaken', { email: wanted }));
    expect(await userOf(player)).toMatchObject({ email: player.credentials.email, pendingEmail: wanted });
  });

  it('drops a pending change on request, after which its link confirms nothing', async () => {
    const player = await signUp(t.app);
    const wanted = `typo.${player.credentials.email}`;
    await call(t.app, player.token, 'PUT', `/api/users/${player.userId}`, { email: wanted });
    const token = await verifyTokenFor(wanted);
    const url = `/api/users/${player.userId}/pending-email`;
    const stranger = await signUp(t.app);
    expect((await call(t.app, stranger.token, 'DELETE', url)).statusCode).toBe(403);
    const cancelled = await call(t.app, player.token, 'DELETE', url);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ email: player.credentials.email, pendingEmail: null });
    const twice = await call(t.app, player.token, 'DELETE', url);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(translate('app.emailVerification.nothingPending'));
    expect((await confirm(token)).statusCode).toBe(400);
    expect(await userOf(player)).toMatchObject({ email: player.credentials.email });
  });

  it('sends the link again to the pending or unconfirmed address, limited per account', async () => {
    const player = await signUp(t.app);
    const url = `/api/users/${player.userId}/email-verification`;
    const sent = await call(t.app, player.token, 'POST', url);
    expect(sent.statusCode).toBe(202);
    expect(sent.json().data).toEqual({
      message: translate('app.emailVerification.sent', { email: player.credentials.email }),
      email: player.credentials.email,
    });
    const other = await signUp(t.app);
    expect((await call(t.app, other.token, 'POST', url)).statusCode).toBe(403);
    const wanted = `next.${player.credentials.email}`;
    await call(t.app, player.token, 'PUT', `/api/users/${player.userId}`, { email: wanted });
    const toPending = await call(t.app, player.token, 'POST', url);
    expect(toPending.statusCode).toBe(202);
    expect(toPending.json().data.email).toBe(wanted);
    for (let sentSoFar = 2; sentSoFar < RESENDS_PER_ACCOUNT; sentSoFar += 1) {
      expect((await call(t.app, player.token, 'POST', url)).statusCode).toBe(202);
    }
    const limited = await call(t.app, player.token, 'POST', url);
    expect(limited.statusCode).toBe(429);
    clock.advance(HOUR + 1000);
    expect((await call(t.app, player.token, 'POST', url)).statusCode).toBe(202);
  });

  it("applies a user manager's change at once, unconfirmed, and mails the new address", async () => {
    const player = await signUp(t.app);
    await confirm(await verifyTokenFor(player.credentials.email));
    const fixed = `support.${player.credentials.email}`;
    const changed = await call(t.app, admin.token, 'PUT', `/api/users/${player.userId}`, { email: fixed });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ email: fixed, pendingEmail: null, emailVerified: false });
    await confirm(await verifyTokenFor(fixed));
    expect(await userOf(player)).toMatchObject({ email: fixed, emailVerified: true });
  });

  it('counts a password reset from the mailbox as a confirmed address', async () => {
    const player = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: player.credentials.email },
    });
    const link = resetLinkIn(await smtp.waitForMail(resetMailTo(player.credentials.email)));
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: tokenOf(link), password: 'brand-new-pass-1' },
    });
    expect(reset.statusCode).toBe(200);
    const session = (await login(t.app, player.credentials.email, 'brand-new-pass-1')).json();
    expect(session.user.emailVerified).toBe(true);
  });

  it('lets league managers decide whether unconfirmed players play, and enforces it', async () => {
    const player = await signUp(t.app);
    const url = '/api/league-settings/1';
    const read = await call(t.app, player.token, 'GET', url);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ id: 1, name: 'VR Paintball League', unverifiedMayPlay: true });
    expect((await call(t.app, player.token, 'PUT', url, { unverifiedMayPlay: false })).statusCode).toBe(403);
    const bad = await call(t.app, admin.token, 'PUT', url, { unverifiedMayPlay: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(translate('resources.league-settings.unverifiedMayPlayInvalid'));
    expect(
      (await call(t.app, admin.token, 'PUT', '/api/league-settings/99', { unverifiedMayPlay: false }))
        .statusCode,
    ).toBe(404);

    const strict = await call(t.app, admin.token, 'PUT', url, { unverifiedMayPlay: false });
    expect(strict.statusCode).toBe(200);
    expect(strict.json().data.unverifiedMayPlay).toBe(false);
    const audited = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'league.updateSettings'), eq(auditLog.actorUserId, admin.userId)));
    expect(audited).toHaveLength(1);

    try {
      const refused = await call(t.app, player.token, 'POST', '/api/teams', teamPayload());
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        message: translate('app.emailVerification.youMustVerify'),
        code: 'EMAIL_NOT_VERIFIED',
      });

      // A confirmed captain's team; the unconfirmed player asking to join is refused.
      const captain = await signUp(t.app);
      await confirm(await verifyTokenFor(captain.credentials.email));
      const team = await createTeam(t.app, captain.token);
      await call(t.app, admin.token, 'PUT', `/api/admin/teams/${team.id}`, { status: 'Approved' });
      const asked = await call(t.app, player.token, 'POST', `/api/teams/${team.id}/join-requests`);
      expect(asked.statusCode).toBe(403);
      expect(asked.json().message).toBe(translate('app.emailVerification.youMustVerify'));
      // Invited by the captain, the player still cannot accept until confirmed.
      const invited = await call(t.app, captain.token, 'POST', `/api/teams/${team.id}/invitations`, {
        userId: player.userId,
      });
      expect(invited.statusCode).toBe(201);
      const accept = `/api/invitations/${invited.json().data.id}/accept`;
      expect((await call(t.app, player.token, 'POST', accept)).statusCode).toBe(403);

      await confirm(await verifyTokenFor(player.credentials.email));
      expect((await call(t.app, player.token, 'POST', accept)).statusCode).toBe(200);
    } finally {
      await call(t.app, admin.token, 'PUT', url, { unverifiedMayPlay: true });
    }
    // By default unconfirmed players play.
    const newcomer = await signUp(t.app);
    expect((await call(t.app, newcomer.token, 'POST', '/api/teams', teamPayload())).statusCode).toBe(201);
  });
});
