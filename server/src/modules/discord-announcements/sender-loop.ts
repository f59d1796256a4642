import type { FastifyInstance } from 'fastify';
import { DEFAULT_SENDER_SETTINGS, type SenderDeps, sendDueAnnouncements } from './sender';

// Runs the sender on this instance from ready to shutdown: every pollMs, sooner when an announcement was
// queued here (wake), later when Discord asked for a pause. One run at a time; a run in flight at shutdown
// has its post aborted.

export interface SenderTimings {
  /** How often the queue is looked at without a wake (announcements queued by other instances, retries). */
  pollMs: number;
  /** The wait after a wake, so that the transaction that queued the row has committed. */
  wakeDelayMs: number;
}

export const DEFAULT_SENDER_TIMINGS: SenderTimings = { pollMs: 5_000, wakeDelayMs: 100 };

export interface SenderLoop {
  /** Sends soon: an announcement was just queued. */
  wake(): void;
}

export function startSenderLoop(
  app: FastifyInstance,
  deps: Omit<SenderDeps, 'signal'>,
  timings: SenderTimings = DEFAULT_SENDER_TIMINGS,
): SenderLoop {
  const stop = new AbortController();
  const batch = deps.settings?.batch ?? DEFAULT_SENDER_SETTINGS.batch;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;
  /** No post before this time (Date.now()): Discord asked for a pause. */
  let pausedUntil = 0;

  const schedule = (delayMs: number) => {
    if (stop.signal.aborted) return;
    clearTimeout(timer);
    timer = setTimeout(run, Math.max(delayMs, pausedUntil - Date.now(), 0));
    timer.unref();
  };

  function run() {
    if (running) return;
    running = sendDueAnnouncements({ ...deps, signal: stop.signal })
      .then((result) => {
        if (result.waitMs > 0) pausedUntil = Date.now() + result.waitMs;
        const full = result.sent + result.retried + result.failed >= batch;
        return full || wokenWhileRunning ? 0 : timings.pollMs;
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'sending Discord announcements failed');
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
  });
  // Not before the app is ready: an app whose start failed never closes, so it must never have started sending.
  app.addHook('onReady', async () => schedule(0));
  return {
    wake() {
      if (running) wokenWhileRunning = true;
      else schedule(timings.wakeDelayMs);
    },
  };
}
