import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../periodic-job';
import { matchResultsRoutes } from './routes';
import { createMatchResultService, type MatchResultService } from './service';
import { createSettlement } from './settle';

declare module 'fastify' {
  interface FastifyInstance {
    matchResults: MatchResultService;
  }
}

/** How often reports older than 24 h are confirmed. */
export const AUTO_CONFIRM_INTERVAL_MS = 60_000;

export const matchResultsPlugin = fp(
  async (app: App) => {
    const settlement = createSettlement();
    app.decorate(
      'matchResults',
      createMatchResultService({ db: app.db, clock: app.clock, announcer: app.announcements, settlement }),
    );
    await app.register(matchResultsRoutes, { prefix: API_PREFIX });
    // A disbanded team forfeits its remaining matches, in the disbanding's transaction.
    app.teams.onDisbanded(settlement.forfeitMatchesOfDisbandedTeam);

    // Other instances confirm safely alongside (auto-confirm.ts).
    runPeriodically(app, 'auto-confirming results', AUTO_CONFIRM_INTERVAL_MS, () =>
      app.matchResults.autoConfirm(app.clock.now()),
    );
  },
  { name: 'match-results', dependencies: ['auth', 'matches', 'teams', 'discord-announcements'] },
);
