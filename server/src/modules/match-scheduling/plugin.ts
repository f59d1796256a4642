import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../periodic-job';
import { matchSchedulingRoutes } from './routes';
import { createMatchSchedulingService, type MatchSchedulingService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    matchScheduling: MatchSchedulingService;
  }
}

/** How often the sweep expires proposals, lets default times stand and runs the steps added to it. */
export const SWEEP_INTERVAL_MS = 60_000;

export const matchSchedulingPlugin = fp<{ publicUrl: string }>(
  async (app: App, { publicUrl }) => {
    app.decorate(
      'matchScheduling',
      createMatchSchedulingService({ db: app.db, clock: app.clock, publicUrl, announcer: app.announcements }),
    );
    await app.register(matchSchedulingRoutes, { prefix: API_PREFIX });

    // Other instances sweep safely alongside (sweep.ts).
    runPeriodically(app, 'match scheduling sweep', SWEEP_INTERVAL_MS, () =>
      app.matchScheduling.sweep(app.clock.now()),
    );
  },
  { name: 'match-scheduling', dependencies: ['auth', 'matches', 'discord-announcements'] },
);
