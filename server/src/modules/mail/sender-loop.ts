import type { FastifyInstance } from 'fastify';
import { DEFAULT_MAIL_SENDER_SETTINGS, type MailSenderDeps, sendDueMails } from './sender';

// Runs the mail sender on this instance from ready to shutdown: every pollMs, sooner when a mail was
// queued here (wake). One run at a time.

export interface MailSenderTimings {
  /** How often the outbox is looked at without a wake (mails queued by other instances, retries). */
  pollMs: number;
  /** The wait after a wake, so that the transaction that queued the mail has committed. */
  wakeDelayMs: number;
}

export const DEFAULT_MAIL_SENDER_TIMINGS: MailSenderTimings = { pollMs: 5_000, wakeDelayMs: 100 };

export interface MailSenderLoop {
  wake(): void;
}

export function startMailSenderLoop(
  app: FastifyInstance,
  deps: MailSenderDeps,
  timings: MailSenderTimings = DEFAULT_MAIL_SENDER_TIMINGS,
): MailSenderLoop {
  const stop = new AbortController();
  const batch = deps.settings?.batch ?? DEFAULT_MAIL_SENDER_SETTINGS.batch;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;

  const schedule = (delayMs: number) => {
    if (stop.signal.aborted) return;
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
    timer.unref();
  };

  function run() {
    if (running) return;
    running = sendDueMails(deps, stop.signal)
      .then((result) => {
        const full = result.sent + result.retried + result.failed >= batch;
        return full || wokenWhileRunning ? 0 : timings.pollMs;
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'sending mail failed');
        return timings.pollMs;
      })
      .then((next) => {
        running = undefined;
        wokenWhileRunning = false;
        schedule(next);
      });
  }

  app.addHook('onClose', async () => {
    stop.abort();
    clearTimeout(timer);
    await running;
    deps.transport.close();
  });
  app.addHook('onReady', async () => schedule(0));
  return {
    wake() {
      if (running) wokenWhileRunning = true;
      else schedule(timings.wakeDelayMs);
    },
  };
}
