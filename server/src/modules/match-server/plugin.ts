import type { Config } from '@server/config';
import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../periodic-job';
import { DEFAULT_GATEWAY_SETTINGS } from '../game-sessions/settings';
import { joinDetailsRule, matchLiveSessions, matchServerDetail } from './detail';
import { kickOffRunningMatches, newKickOffMemory } from './kick-off';
import { livePlayersFilter } from './live-players';
import { hostOnMachine, type MachineDeps, sweepMachines } from './machines';
import { applyServerResult } from './result';
import { matchServerRoutes } from './routes';
import { autoStartMatchServers, type StartDeps } from './start';

// League matches played on our game servers (protocol 2): starting their sessions (on a free game
// server or a machine made for the match), taking the results the game servers report, showing both on
// the match, and deleting the machines once their matches are over.

/** How often matches due within 10 minutes get their match server started. */
export const AUTO_START_INTERVAL_MS = 60_000;
/** How many sessions kick-off remembers (settled, or warned about) before it forgets them all. */
const SETTLED_SESSIONS_KEPT = 100_000;
/** How often machines made for matches that no longer need them are deleted. */
export const MACHINE_SWEEP_INTERVAL_MS = 60_000;

export const matchServerPlugin = fp<{ config: Config }>(
  async (app: App, { config }) => {
    const machineDeps: MachineDeps = {
      db: app.db,
      clock: app.clock,
      sessions: app.gameSessions,
      droplets: app.droplets,
      spec: config.cloud.matchMachine,
      log: app.log,
    };
    const deps: StartDeps = {
      db: app.db,
      clock: app.clock,
      sessions: app.gameSessions,
      machines: config.cloud.matchMachine.enabled ? machineDeps : null,
    };

    // One sweep at a time on this instance; a result arriving during one asks for another after it.
    let sweeping: Promise<unknown> | undefined;
    let sweepAgain = false;
    let closing = false;
    const sweep = (): Promise<unknown> => {
      if (closing) return Promise.resolve();
      if (sweeping) {
        sweepAgain = true;
        return sweeping;
      }
      sweeping = sweepMachines(machineDeps)
        .catch((error: unknown) => app.log.error({ err: error }, 'deleting match machines failed'))
        .finally(() => {
          sweeping = undefined;
          if (sweepAgain) {
            sweepAgain = false;
            void sweep();
          }
        });
      return sweeping;
    };
    app.addHook('onClose', async () => {
      closing = true;
      await sweeping;
    });

    app.gameServerGateway.handleResults(async (clientId, report) => {
      const answer = await applyServerResult(
        { db: app.db, clock: app.clock, announcer: app.announcements, results: app.matchResults },
        clientId,
        report,
      );
      if (answer.ok) void sweep();
      return answer;
    });
    // What kick-off remembers per instance; bounded: forgetting only costs a read (or one more log line).
    let kickOffMemory = newKickOffMemory();
    app.gameSessions.revealJoinDetailsWith(joinDetailsRule(app.db));
    app.gameServerGateway.checkLivePlayersWith(livePlayersFilter(app.db, app.log));
    app.gameServerGateway.handleRunningReports((sessionIds) => {
      const { settled, warnedEarly } = kickOffMemory;
      if (settled.size + warnedEarly.size > SETTLED_SESSIONS_KEPT) kickOffMemory = newKickOffMemory();
      return kickOffRunningMatches({ db: app.db, clock: app.clock, log: app.log }, sessionIds, kickOffMemory);
    });
    app.onGameServerConnected((clientId) => {
      hostOnMachine(machineDeps, clientId).catch((error: unknown) => {
        app.log.error({ err: error, clientId }, 'match session not opened on its machine');
      });
    });
    app.matches.extendDetail(matchServerDetail(app.db, DEFAULT_GATEWAY_SETTINGS.staleAfterMs));
    app.live.hub.readStatesWith(matchLiveSessions(app.db));
    await app.register(matchServerRoutes(deps), { prefix: API_PREFIX });
    runPeriodically(app, 'starting match servers', AUTO_START_INTERVAL_MS, () =>
      autoStartMatchServers(deps, app.log),
    );
    runPeriodically(app, 'deleting match machines', MACHINE_SWEEP_INTERVAL_MS, sweep);
  },
  {
    name: 'match-server',
    dependencies: [
      'auth',
      'matches',
      'match-results',
      'game-sessions',
      'discord-announcements',
      'droplets',
      'live',
    ],
  },
);
