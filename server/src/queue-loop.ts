import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

// Runs a queue's sender on this instance from ready to shutdown: every pollMs, at once again when the last run
// filled its batch, sooner when a row was queued here (wake), later when the far side asked for a pause. One
// run at a time; a run in flight at shutdown has its signal aborted, and close waits for it.

export interface QueueLoopTimings {
  /** How often the queue is looked at without a wake (rows queued by other instances, retries). */
  pollMs: number;
  /** The wait after a wake, so that the transaction that queued the row has committed. */
  wakeDelayMs: number;
}

export const DEFAULT_QUEUE_LOOP_TIMINGS: QueueLoopTimings = { pollMs: 5_000, wakeDelayMs: 100 };

/** What one run of a sender did: the counts that fill a batch, and how long to wait before the next post. */
export interface QueueRunResult {
  sent: number;
  retried: number;
  failed: number;
  /** No post before this many milliseconds from now (0 or absent: no pause asked for). */
  waitMs?: number;
}

export interface QueueLoop {
  /** Sends soon: a row was just queued. */
  wake(): void;
}

export interface QueueLoopOptions {
  /** One run of the sender; stops early when the signal aborts. */
  run: (signal: AbortSignal) => Promise<QueueRunResult>;
  /** How many rows one run takes at the most: a full run is followed by another at once. */
  batch: number;
  /** The log line when a run fails. */
  failureLog: string;
  timings: QueueLoopTimings;
  /** Called on shutdown after the last run has ended (e.g. to close a transport). */
  afterClose?: () => void;
}

export function startQueueLoop(app: FastifyInstance, options: QueueLoopOptions): QueueLoop {
  const { run: runOnce, batch, failureLog, timings } = options;
  const stop = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;
  /** No post before this time (Date.now()): the far side asked for a pause. */
  let pausedUntil = 0;

  // Runs go in the loop's own async context, not in that of the request whose wake scheduled one: a run
  // must never join a request's transaction (db/request-transaction.ts).
  const inLoopContext = AsyncLocalStorage.snapshot();
  const schedule = (delayMs: number) => {
    if (stop.signal.aborted) return;
    clearTimeout(timer);
    timer = setTimeout(() => inLoopContext(run), Math.max(delayMs, pausedUntil - Date.now(), 0));
    timer.unref();
  };

  function run() {
    if (running) return;
    running = runOnce(stop.signal)
      .then((result) => {
        if (result.waitMs !== undefined && result.waitMs > 0) pausedUntil = Date.now() + result.waitMs;
        const full = result.sent + result.retried + result.failed >= batch;
        return full || wokenWhileRunning ? 0 : timings.pollMs;
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, failureLog);
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
    options.afterClose?.();
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
