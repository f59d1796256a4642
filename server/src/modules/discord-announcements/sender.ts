import type { Clock } from '@server/clock';
import type { Db } from '@server/db/client';
import type { FastifyBaseLogger } from 'fastify';
import {
  type AnnouncementOutcome,
  leaseDueAnnouncement,
  type QueuedAnnouncement,
  recordOutcome,
} from './repository';
import { postEmbed, WEBHOOK_TIMEOUT_MS } from './webhook';

// Posting the due announcements to the webhook, one at a time, outside any request. Several instances send
// alongside: each row is leased by one of them (queue.ts), so each announcement is posted once, unless an
// instance dies mid-post (then its lease runs out and the post is made again: at least once, never lost).

export interface SenderSettings {
  /** Failed posts (5xx, no answer) before an announcement is given up as failed. */
  maxAttempts: number;
  /** The wait after the first failed post; it doubles with each one after, up to backoffMaxMs. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** How long a row being posted stays out of other senders' reach: well past the post's timeout. */
  leaseMs: number;
  /** At most this many posts per run; the next run takes the rest. */
  batch: number;
}

export const DEFAULT_SENDER_SETTINGS: SenderSettings = {
  maxAttempts: 8,
  backoffBaseMs: 5_000,
  backoffMaxMs: 60 * 60 * 1000,
  leaseMs: WEBHOOK_TIMEOUT_MS * 6,
  batch: 50,
};

export interface SenderDeps {
  db: Db;
  clock: Clock;
  webhookUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  settings?: Partial<SenderSettings>;
  /** Aborts a post in flight at shutdown; its row is left leased and posted again later. */
  signal?: AbortSignal;
}

export interface SendRun {
  sent: number;
  retried: number;
  failed: number;
  /** Discord asked for a pause (a 429, or an empty bucket): no post before this many ms. */
  waitMs: number;
}

export function backoffMs(attempts: number, settings: SenderSettings): number {
  return Math.min(settings.backoffBaseMs * 2 ** Math.max(0, attempts - 1), settings.backoffMaxMs);
}

async function postOne(
  deps: SenderDeps,
  settings: SenderSettings,
  row: QueuedAnnouncement,
  signal: AbortSignal,
): Promise<{ outcome: AnnouncementOutcome; waitMs: number } | null> {
  const answer = await postEmbed(deps.webhookUrl, row.embed, signal);
  if (signal.aborted) return null;
  const now = deps.clock.now();
  switch (answer.kind) {
    case 'sent':
      return { outcome: { status: 'sent', attempts: row.attempts + 1, sentAt: now }, waitMs: answer.pauseMs };
    case 'rateLimited':
      // Not the announcement's fault: it keeps its attempts, and waits with the sender.
      deps.log.warn({ announcementId: row.id, ...answer }, 'Discord rate-limited the announcements webhook');
      return {
        outcome: {
          status: 'queued',
          attempts: row.attempts,
          nextAttemptAt: new Date(now.getTime() + answer.retryAfterMs),
          lastError: answer.error,
        },
        waitMs: answer.retryAfterMs,
      };
    case 'unavailable': {
      const attempts = row.attempts + 1;
      if (attempts >= settings.maxAttempts) {
        deps.log.error(
          { announcementId: row.id, attempts, error: answer.error },
          'Discord announcement failed: giving up after the last attempt',
        );
        return { outcome: { status: 'failed', attempts, lastError: answer.error }, waitMs: 0 };
      }
      deps.log.warn(
        { announcementId: row.id, attempts, error: answer.error },
        'Discord announcement will be retried',
      );
      return {
        outcome: {
          status: 'queued',
          attempts,
          nextAttemptAt: new Date(now.getTime() + backoffMs(attempts, settings)),
          lastError: answer.error,
        },
        waitMs: 0,
      };
    }
    case 'refused':
      deps.log.error(
        { announcementId: row.id, error: answer.error },
        'Discord refused the announcement: not retried (check DISCORD_WEBHOOK_URL)',
      );
      return {
        outcome: { status: 'failed', attempts: row.attempts + 1, lastError: answer.error },
        waitMs: 0,
      };
  }
}

/** Posts the due announcements, oldest first, until none is due, Discord asks for a pause, or the batch is done. */
export async function sendDueAnnouncements(deps: SenderDeps): Promise<SendRun> {
  const settings = { ...DEFAULT_SENDER_SETTINGS, ...deps.settings };
  const signal = deps.signal ?? new AbortController().signal;
  const run: SendRun = { sent: 0, retried: 0, failed: 0, waitMs: 0 };
  for (let posted = 0; posted < settings.batch && !signal.aborted; posted += 1) {
    const now = deps.clock.now();
    const row = await leaseDueAnnouncement(deps.db, now, new Date(now.getTime() + settings.leaseMs));
    if (!row) break;
    const result = await postOne(deps, settings, row, signal);
    if (!result) break;
    await recordOutcome(deps.db, row.id, result.outcome);
    if (result.outcome.status === 'sent') run.sent += 1;
    else if (result.outcome.status === 'failed') run.failed += 1;
    else run.retried += 1;
    if (result.waitMs > 0) {
      run.waitMs = result.waitMs;
      break;
    }
  }
  return run;
}
