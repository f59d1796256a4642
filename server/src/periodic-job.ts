import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` every `intervalMs` while the app is up: one run at a time on this instance (a slow run is not
 * stacked), failures logged, the timer never keeping the process alive, and the last run awaited on close.
 * Jobs must be safe to run on several instances at once: each instance runs its own.
 */
export function runPeriodically(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  job: () => Promise<unknown>,
) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= job()
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
