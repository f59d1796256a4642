import { MATCH_BEST_OF, MATCH_SERVER_AUTO_START_MS, MATCH_SERVER_START_WINDOW_MS } from '@domain/matches';
import type { Clock } from '@server/clock';
import type { Db } from '@server/db/client';
import { HttpError } from '@server/http/http-error';
import type { AuthPrincipal } from '@server/plugins/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { GameSessionService } from '../game-sessions/service';
import { matchErrors } from '../matches/errors';
import { actorOf, type MatchRecord } from '../matches/parties';
import { matchServerErrors } from './errors';
import { type MachineDeps, matchSessionInput, requestMachine } from './machines';
import { machineStarting } from './repository/machines';
import { matchesDueWithoutServer, matchRecord } from './repository/matches';
import { matchBrief } from './repository/rosters';

// Starting the game session a league match is played in: by either team's captain (or an admin) from an
// hour before the match, or by the league itself 10 minutes before.

export interface StartDeps {
  db: Db;
  clock: Clock;
  sessions: GameSessionService;
  /** Null when MATCH_MACHINES=off: no free game server answers NO_GAME_SERVER. */
  machines: MachineDeps | null;
}

/** Opens the match's session on a free game server, or asks for a machine for it when none is free. */
async function open(deps: StartDeps, match: MatchRecord, createdBy: number | null): Promise<void> {
  const now = deps.clock.now().getTime();
  const opensAt = match.scheduledAt.getTime() - MATCH_SERVER_START_WINDOW_MS;
  if (match.status !== 'Scheduled') throw matchServerErrors.tooLate();
  if (now < opensAt) throw matchServerErrors.tooEarly(new Date(opensAt));
  if (await machineStarting(deps.db, match.id)) throw matchServerErrors.machineStarting();
  const brief = await matchBrief(deps.db, match, MATCH_BEST_OF[match.stage]);
  try {
    await deps.sessions.createForMatch({ ...matchSessionInput(match), match: brief, createdBy });
  } catch (error) {
    const noServer = error instanceof HttpError && error.code === 'NO_GAME_SERVER';
    if (!noServer || !deps.machines) throw error;
    await requestMachine(deps.machines, match, createdBy);
  }
}

/** POST /matches/{id}/server: either team's captain or co-captain, or an admin. */
export async function startMatchServer(
  deps: StartDeps,
  principal: AuthPrincipal,
  matchId: number,
): Promise<void> {
  const match = await matchRecord(deps.db, matchId);
  if (!match) throw matchErrors.matchNotFound();
  await actorOf(deps.db, match, principal);
  await open(deps, match, principal.id);
}

/**
 * Starts the match server of every match due within 10 minutes that never had one (nor a machine), in a
 * season being played. A match without a free game server gets a machine (or, with machines off, is tried
 * again next run); several instances running this at once open one session or machine per match
 * (game_sessions_one_open_per_match, match_machines' key). The number started.
 */
export async function autoStartMatchServers(deps: StartDeps, log: FastifyBaseLogger): Promise<number> {
  const now = deps.clock.now();
  const due = await matchesDueWithoutServer(
    deps.db,
    now,
    new Date(now.getTime() + MATCH_SERVER_AUTO_START_MS),
  );
  let started = 0;
  for (const match of due) {
    try {
      await open(deps, match, null);
      started += 1;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      log.info({ matchId: match.id, code: error.code }, 'match server not started automatically');
      // No server and no machine to be had: the next matches would fare no better this run.
      if (error.code === 'NO_GAME_SERVER' || error.statusCode === 429 || error.statusCode >= 500) break;
    }
  }
  return started;
}
