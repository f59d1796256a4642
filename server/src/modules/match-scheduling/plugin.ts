import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { matchSchedulingRoutes } from './routes';
import { createMatchSchedulingService, type MatchSchedulingService } from './service';
import { sweepSchedules } from './sweep';

declare module 'fastify' {
  interface FastifyInstance {
    matchScheduling: MatchSchedulingService;
  }
}

/** How often the sweep expires proposals and lets default times stand. */
export const SWEEP_INTERVAL_MS = 60_000;

export const matchSchedulingPlugin = fp<{ publicUrl: string }>(
  async (app: App, { publicUrl }) => {
    app.decorate(
      'matchScheduling',
      createMatchSchedulingService({ db: app.db, clock: app.clock, publicUrl }),
    );
    await app.register(matchSchedulingRoutes, { prefix: API_PREFIX });

    // One sweep at a time per instance; other instances sweep safely alongside (sweep.ts).
    let running: Promise<void> | undefined;
    const timer = setInterval(() => {
      running ??= sweepSchedules(app.db, app.clock.now())
        .then(() => undefined)
        .catch((error: unknown) => app.log.error({ err: error }, 'match scheduling sweep failed'))
        .finally(() => {
          running = undefined;
        });
    }, SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'match-scheduling', dependencies: ['auth', 'matches'] },
);
