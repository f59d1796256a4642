import type { Clock } from '@server/clock';
import type { Db } from '@server/db/client';
import type { FastifyBaseLogger } from 'fastify';
import { leaseDueMail, type MailOutcome, recordMailOutcome } from './repository';
import type { MailTransport } from './transport';

// Sending the due mails, one at a time, outside any request. Several instances send alongside: each row is
// leased by one of them, so each mail is sent once, unless an instance dies mid-send (then its lease runs
// out and the mail is sent again: at least once, never lost).

export interface MailSenderSettings {
  /** Failed sends before a mail is given up as failed (kept with its last error). */
  maxAttempts: number;
  /** The wait after the first failed send; it doubles with each one after, up to backoffMaxMs. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** How long a mail being sent stays out of other senders' reach: well past the SMTP timeouts. */
  leaseMs: number;
  batch: number;
}

export const DEFAULT_MAIL_SENDER_SETTINGS: MailSenderSettings = {
  maxAttempts: 8,
  backoffBaseMs: 5_000,
  backoffMaxMs: 60 * 60 * 1000,
  leaseMs: 2 * 60 * 1000,
  batch: 50,
};

export interface MailSenderDeps {
  db: Db;
  clock: Clock;
  transport: MailTransport;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  settings?: Partial<MailSenderSettings>;
}

export interface MailRun {
  sent: number;
  retried: number;
  failed: number;
}

export function mailBackoffMs(attempts: number, settings: MailSenderSettings): number {
  return Math.min(settings.backoffBaseMs * 2 ** Math.max(0, attempts - 1), settings.backoffMaxMs);
}

/** Sends the due mails, oldest first, until none is due or the batch is done. */
export async function sendDueMails(deps: MailSenderDeps, signal?: AbortSignal): Promise<MailRun> {
  const settings = { ...DEFAULT_MAIL_SENDER_SETTINGS, ...deps.settings };
  const run: MailRun = { sent: 0, retried: 0, failed: 0 };
  for (let n = 0; n < settings.batch && !signal?.aborted; n += 1) {
    const now = deps.clock.now();
    const row = await leaseDueMail(deps.db, now, new Date(now.getTime() + settings.leaseMs));
    if (!row) break;
    let outcome: MailOutcome;
    try {
      await deps.transport.send({ to: row.recipient, subject: row.subject, text: row.text, html: row.html });
      outcome = { status: 'sent', attempts: row.attempts + 1, sentAt: deps.clock.now(), lastError: null };
      run.sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      const lastError = error instanceof Error ? error.message : String(error);
      if (attempts >= settings.maxAttempts) {
        deps.log.error(
          { mailId: row.id, attempts, error: lastError },
          'Mail failed: giving up after the last attempt',
        );
        outcome = { status: 'failed', attempts, lastError };
        run.failed += 1;
      } else {
        deps.log.warn({ mailId: row.id, attempts, error: lastError }, 'Mail will be retried');
        const nextAttemptAt = new Date(deps.clock.now().getTime() + mailBackoffMs(attempts, settings));
        outcome = { status: 'queued', attempts, nextAttemptAt, lastError };
        run.retried += 1;
      }
    }
    await recordMailOutcome(deps.db, row.id, outcome);
  }
  return run;
}
