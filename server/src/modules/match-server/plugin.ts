import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../periodic-job';
import { DEFAULT_GATEWAY_SETTINGS } from '../game-sessions/settings';
import { matchServerDetail } from './detail';
import { applyServerResult } from './result';
import { matchServerRoutes } from './routes';
import { autoStartMatchServers, type StartDeps } from './start';

// League matches played on our game servers (issue 14, protocol 2): starting their sessions, taking the
// results the game servers report, and showing both on the match.

/** How often matches due within 10 minutes get their match server started. */
export const AUTO_START_INTERVAL_MS = 60_000;

export const matchServerPlugin = fp(
  async (app: App) => {
    const deps: StartDeps = { db: app.db, clock: app.clock, sessions: app.gameSessions };
    app.gameServerGateway.handleResults((clientId, report) =>
      applyServerResult({ db: app.db, clock: app.clock, announcer: app.announcements }, clientId, report),
    );
    app.matches.extendDetail(matchServerDetail(app.db, DEFAULT_GATEWAY_SETTINGS.staleAfterMs));
    await app.register(matchServerRoutes(deps), { prefix: API_PREFIX });
    runPeriodically(app, 'starting match servers', AUTO_START_INTERVAL_MS, () =>
      autoStartMatchServers(deps, app.log),
    );
  },
  {
    name: 'match-server',
    dependencies: ['auth', 'matches', 'match-results', 'game-sessions', 'discord-announcements'],
  },
);
