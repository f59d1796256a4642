import { translate } from '@domain/i18n';
import { ManualClock } from '@server/clock';
import { auditLog, mailOutbox, passwordResetTokens } from '@server/db/schema';
import { mailPlugin } from '@server/modules/mail/plugin';
import { sendDueMails } from '@server/modules/mail/sender';
import { logTransport } from '@server/modules/mail/transport';
import { RESET_REQUESTS_PER_ACCOUNT } from '@server/modules/password-reset/service';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetLinkIn, resetMailTo, type SmtpFake, startSmtpFake } from '../fakes/smtp';
import { login, newCredentials, refresh, type SessionTokens, signUp } from './helpers/api';
import { buildTestApp, type TestApp, testConfig } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { call } from './helpers/teams';

const MINUTE = 60 * 1000;
/** The sender looks at the outbox often, so a test waits for the mail, not for a poll. */
const FAST_SENDER = { timings: { pollMs: 50, wakeDelayMs: 10 } };

function requestReset(t: TestApp, email: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
}
function confirmReset(t: TestApp, token: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, password },
  });
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const resetMailsTo = (smtp: SmtpFake, email: string) => smtp.mails.filter(resetMailTo(email));

describe.each(databaseKinds())('forgotten passwords on %s', (kind) => {
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
  /** The outbox rows of reset mails to `email`, sent or waiting. */
  const resetMailRowsTo = (email: string) =>
    t.app.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.recipient, email),
          eq(
            mailOutbox.subject,
            translate('app.passwordReset.mailSubject', { league: 'VR Paintball League' }),
          ),
        ),
      );
  /**
   * Until the sender has tried the reset mail to `email` and failed (the SMTP server is down): the retry it
   * sets then lies before any later move of the clock, so the move makes it due.
   */
  const untilFailedAttempt = (email: string) =>
    vi.waitFor(
      async () => {
        const [row] = await resetMailRowsTo(email);
        expect(row?.attempts).toBeGreaterThanOrEqual(1);
        expect(row?.status).toBe('queued');
        expect(row?.lastError).toBeTruthy();
      },
      { timeout: 15_000, interval: 50 },
    );

  it('answers an existing and an unknown address alike, and mails a link only to the account', async () => {
    const player = await signUp(t.app);
    const unknown = `nobody.${Date.now()}@example.com`;
    const known = await requestReset(t, player.credentials.email);
    const stranger = await requestReset(t, unknown);
    expect(known.statusCode).toBe(202);
    expect(stranger.statusCode).toBe(202);
    expect(known.body).toBe(stranger.body);
    expect(known.json()).toEqual({
      success: true,
      data: { message: translate('app.passwordReset.requested') },
    });

    const mail = await smtp.waitForMail(resetMailTo(player.credentials.email));
    expect(mail.from).toBe('league@example.com');
    expect(mail.decoded).toContain('VR Paintball League: reset your password');
    expect(mail.decoded).toContain('<a href=');
    expect(resetLinkIn(mail)).toMatch(/^http:\/\/localhost:\d+\/reset-password\?token=/);
    const queuedForUnknown = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, unknown));
    expect(queuedForUnknown).toEqual([]);
    // Only the hash of the token is stored.
    const token = tokenOf(resetLinkIn(mail));
    const stored = await t.app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, player.userId));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers an existing address without waiting for its mail, which goes once the mail server is back', async () => {
    // Timing must not tell a known address from an unknown one: the answer never waits for SMTP, so the
    // only difference between the two is a few queries. With the mail server down, both answer at once.
    const player = await signUp(t.app);
    const unknown = `ghost.${Date.now()}@example.com`;
    await smtp.stop();
    try {
      const known = await requestReset(t, player.credentials.email);
      const other = await requestReset(t, unknown);
      expect(known.statusCode).toBe(202);
      expect(other.statusCode).toBe(202);
      expect(known.json()).toEqual(other.json());
      const queued = await resetMailRowsTo(player.credentials.email);
      expect(queued.map(({ recipient, sentAt }) => ({ recipient, sentAt }))).toEqual([
        { recipient: player.credentials.email, sentAt: null },
      ]);
      expect(resetMailsTo(smtp, player.credentials.email)).toEqual([]);
      await untilFailedAttempt(player.credentials.email);
    } finally {
      await smtp.start();
    }
    // Past any retry the sender set while the server was down.
    clock.advance(10 * MINUTE);
    await smtp.waitForMail(resetMailTo(player.credentials.email));
  });

  it('sets the new password once, ends every session, and refuses the used link', async () => {
    const player = await signUp(t.app);
    const second = (await login(t.app, player.credentials.email, player.credentials.password)).json<{
      refreshToken: string;
    }>();
    await requestReset(t, player.credentials.email);
    const token = tokenOf(resetLinkIn(await smtp.waitForMail(resetMailTo(player.credentials.email))));

    const tooShort = await confirmReset(t, token, 'short');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toBe(translate('app.access.register.passwordTooShort'));

    const done = await confirmReset(t, token, 'a-brand-new-password');
    expect(done.statusCode).toBe(200);
    expect(done.json().data.message).toBe(translate('app.passwordReset.changed'));
    expect((await refresh(t.app, player.refreshToken)).statusCode).toBe(401);
    expect((await refresh(t.app, second.refreshToken)).statusCode).toBe(401);
    expect((await login(t.app, player.credentials.email, player.credentials.password)).statusCode).toBe(401);
    expect((await login(t.app, player.credentials.email, 'a-brand-new-password')).statusCode).toBe(200);

    const reused = await confirmReset(t, token, 'yet-another-password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      success: false,
      message: translate('app.passwordReset.invalidToken'),
    });
    expect((await confirmReset(t, 'not-a-token', 'yet-another-password')).statusCode).toBe(400);
  });

  it('lets one of two uses of a link at once win', async () => {
    const player = await signUp(t.app);
    await requestReset(t, player.credentials.email);
    const token = tokenOf(resetLinkIn(await smtp.waitForMail(resetMailTo(player.credentials.email))));
    const answers = await Promise.all([
      confirmReset(t, token, 'first-new-password'),
      confirmReset(t, token, 'second-new-password'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a link after 30 minutes', async () => {
    const player = await signUp(t.app);
    await requestReset(t, player.credentials.email);
    const token = tokenOf(resetLinkIn(await smtp.waitForMail(resetMailTo(player.credentials.email))));
    clock.advance(31 * MINUTE);
    const expired = await confirmReset(t, token, 'a-brand-new-password');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(translate('app.passwordReset.invalidToken'));
  });

  it('limits the requests for one address, known or not, with the same answer', async () => {
    const player = await signUp(t.app);
    const unknown = `limited.${Date.now()}@example.com`;
    for (let i = 0; i < RESET_REQUESTS_PER_ACCOUNT; i += 1) {
      expect((await requestReset(t, player.credentials.email)).statusCode).toBe(202);
      expect((await requestReset(t, unknown)).statusCode).toBe(202);
    }
    const known = await requestReset(t, player.credentials.email);
    const stranger = await requestReset(t, unknown);
    expect(known.statusCode).toBe(429);
    const { requestId: _a, ...knownBody } = known.json();
    const { requestId: _b, ...strangerBody } = stranger.json();
    expect(knownBody).toEqual(strangerBody);
    clock.advance(61 * MINUTE);
    expect((await requestReset(t, player.credentials.email)).statusCode).toBe(202);
  });

  it('lets a user manager send a reset email from the user screen, audited', async () => {
    const player = await signUp(t.app);
    const sent = await call(t.app, admin.token, 'POST', `/api/users/${player.userId}/password-reset`);
    expect(sent.statusCode).toBe(202);
    expect(sent.json().data.message).toBe(
      translate('app.passwordReset.adminSent', { email: player.credentials.email }),
    );
    await smtp.waitForMail(resetMailTo(player.credentials.email));
    const audited = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.password_reset_sent'), eq(auditLog.targetId, player.userId)));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.actorUserId).toBe(admin.userId);
    const other = await signUp(t.app);
    expect(
      (await call(t.app, other.token, 'POST', `/api/users/${player.userId}/password-reset`)).statusCode,
    ).toBe(403);
    expect((await call(t.app, admin.token, 'POST', '/api/users/999999/password-reset')).statusCode).toBe(404);
  });

  it('keeps a mail while the SMTP server is down and delivers it once when it is back', async () => {
    const player = await signUp(t.app);
    await smtp.stop();
    await requestReset(t, player.credentials.email);
    const rowOf = async () => (await resetMailRowsTo(player.credentials.email))[0];
    await untilFailedAttempt(player.credentials.email);
    await smtp.start();
    clock.advance(10 * MINUTE);
    await smtp.waitForMail(resetMailTo(player.credentials.email));
    await vi.waitFor(async () => expect((await rowOf())?.status).toBe('sent'), {
      timeout: 15_000,
      interval: 50,
    });
    // Another run finds nothing due: the mail is not sent again.
    await sendDueMails({
      db: t.app.db,
      clock,
      transport: logTransport({ info: () => undefined }),
      log: t.app.log,
    });
    expect(resetMailsTo(smtp, player.credentials.email)).toHaveLength(1);
  });
});

describe.each(databaseKinds())('the per-address limit of password reset requests on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { config: { authRateLimit: 3 } });
  });
  afterAll(async () => t?.close());

  it('answers 429 past AUTH_RATE_LIMIT requests a minute from one address', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await requestReset(t, newCredentials().email)).statusCode).toBe(202);
    }
    const refused = await requestReset(t, newCredentials().email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(translate('app.errors.api.rateLimited'));
  });
});

describe('mail without SMTP_URL', () => {
  it('says at start-up that mail goes to the server log', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    app.decorate('db', {} as never);
    app.decorate('clock', new ManualClock());
    await app.register(mailPlugin, { config: testConfig('unused') });
    await app.after();
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 30, msg: translate('app.errors.mail.loggedInsteadOfSent') }),
    );
  });

  it.each(databaseKinds())(
    'writes each mail with its link to the server log at info level on %s',
    async (kind) => {
      const t = await buildTestApp(kind, { options: { mailSender: FAST_SENDER } });
      try {
        const info = vi.spyOn(t.app.log, 'info');
        const player = await signUp(t.app);
        expect((await requestReset(t, player.credentials.email)).statusCode).toBe(202);
        await vi.waitFor(
          () => {
            const texts = info.mock.calls.map((call) => call.map(String).join(' '));
            expect(texts.some((text) => /\/reset-password\?token=[\w-]{43}/.test(text))).toBe(true);
          },
          { timeout: 15_000, interval: 50 },
        );
        const [row] = await t.app.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.recipient, player.credentials.email));
        expect(row?.status).toBe('sent');
      } finally {
        await t.close();
      }
    },
  );
});
