import { GAME_MODES } from '@domain/constants';
import { translate } from '@domain/i18n';
import { MATCH_BEST_OF, MATCH_MACHINE_BOOT_TIMEOUT_MS } from '@domain/matches';
import type { Clock } from '@server/clock';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { HttpError } from '@server/http/http-error';
import type { FastifyBaseLogger } from 'fastify';
import { CloudError } from '../droplets/provider';
import type { DropletsService } from '../droplets/service';
import { dropletClientId } from '../droplets/session-ties';
import type { GameSessionService } from '../game-sessions/service';
import type { MatchRecord } from '../matches/parties';
import { matchServerErrors } from './errors';
import {
  claimBootingMachine,
  claimMachine,
  failStuckMachines,
  type MachineValues,
  machineRow,
  unclaimHostingMachine,
  unneededMachines,
  updateMachine,
} from './repository/machines';
import { matchRecord } from './repository/matches';
import { matchBrief } from './repository/rosters';

// Cloud machines made for matches: when no game server is free, the league asks the cloud
// provider (Server management's: DigitalOcean or the simulated one) for a machine, opens the match's
// session on it once its game server connects, and deletes it once the match no longer needs it.

export type MatchMachineSpec = Config['cloud']['matchMachine'];

export interface MachineDeps {
  db: Db;
  clock: Clock;
  sessions: GameSessionService;
  droplets: DropletsService;
  spec: MatchMachineSpec;
  log: FastifyBaseLogger;
}

/** A machine left in 'creating' this long lost its process mid-request: it is marked failed. */
const CREATING_GIVEN_UP_MS = 5 * 60 * 1000;
/** A machine hosting a match this long after it was asked for is deleted whatever its session says. */
const HOSTING_AT_MOST_MS = 6 * 60 * 60 * 1000;

/** A session code for the match: short enough to type in the headset, unique enough to not collide. */
function matchSessionCode(matchId: number): string {
  return `M${matchId}-${Math.floor(1000 + Math.random() * 9000)}`;
}

export function matchSessionInput(match: MatchRecord) {
  return { code: matchSessionCode(match.id), isPublic: false, mode: GAME_MODES[0] };
}

/**
 * Asks the provider for a machine for `match`. One row per match: a second request while one is being made
 * or used answers 409; a failed or deleted machine may be asked for again. A provider refusal marks the
 * row failed and reaches the caller with the provider's status and message.
 */
export async function requestMachine(
  deps: MachineDeps,
  match: MatchRecord,
  requestedBy: number | null,
): Promise<void> {
  const { db } = deps;
  const fresh = {
    status: 'creating' as const,
    dropletId: null,
    clientId: null,
    requestedBy,
    requestedAt: deps.clock.now(),
    failure: null,
    deletedAt: null,
  };
  if (!(await claimMachine(db, match.id, fresh))) throw matchServerErrors.machineStarting();
  const mark = (values: MachineValues) => updateMachine(db, match.id, values);
  try {
    const droplet = await deps.droplets.createMachine({
      name: `match-${match.id}`,
      region: deps.spec.region,
      size: deps.spec.size,
      image: deps.spec.image,
      tags: ['match'],
    });
    await mark({ status: 'booting', dropletId: droplet.id, clientId: dropletClientId(droplet.id) });
    deps.log.info({ matchId: match.id, dropletId: droplet.id }, 'match machine created');
  } catch (error) {
    const failure =
      error instanceof CloudError
        ? `${error.message}: ${error.detail}`
        : error instanceof Error
          ? error.message
          : String(error);
    await mark({ status: 'failed', failure });
    throw error;
  }
}

/**
 * A game server said hello: when it is a machine booting for a match, the match's session opens on it.
 * The claim is one UPDATE, so two hellos open one session; a failure puts it back for the next hello.
 */
export async function hostOnMachine(deps: MachineDeps, clientId: string): Promise<void> {
  const { db } = deps;
  const machine = await claimBootingMachine(db, clientId);
  if (!machine) return;
  const match = await matchRecord(db, machine.matchId);
  if (match?.status !== 'Scheduled') return; // the sweep deletes it
  try {
    await deps.sessions.createForMatch({
      ...matchSessionInput(match),
      match: await matchBrief(db, match, MATCH_BEST_OF[match.stage]),
      createdBy: machine.requestedBy,
      clientId,
    });
    deps.log.info({ matchId: match.id, clientId }, 'match session opened on its machine');
  } catch (error) {
    const taken = error instanceof HttpError && error.code === 'MATCH_SESSION_OPEN';
    if (taken) return; // another game server hosts it already: the sweep deletes this machine
    await unclaimHostingMachine(db, match.id);
    deps.log.warn({ err: error, matchId: match.id, clientId }, 'match session not opened on its machine');
  }
}

/**
 * Deletes the machines matches no longer need: the match has a result (or was voided), its session on the
 * machine ended, another game server hosts it, or the machine's game server never connected in time
 * (failed). A machine the provider no longer knows counts as deleted. The number deleted.
 */
export async function sweepMachines(deps: MachineDeps): Promise<number> {
  const { db, clock, log } = deps;
  const now = clock.now().getTime();
  await failStuckMachines(db, {
    bootDeadline: new Date(now - MATCH_MACHINE_BOOT_TIMEOUT_MS),
    bootFailure: translate('app.match.matchServer.machineBootTimeout', {
      minutes: MATCH_MACHINE_BOOT_TIMEOUT_MS / 60_000,
    }),
    creatingDeadline: new Date(now - CREATING_GIVEN_UP_MS),
    creatingFailure: 'the provider did not answer',
  });
  const unneeded = await unneededMachines(db, new Date(now - HOSTING_AT_MOST_MS));
  let deleted = 0;
  for (const machine of unneeded) {
    if (machine.dropletId === null) continue;
    try {
      await deps.droplets.deleteMachine(machine.dropletId);
    } catch (error) {
      const gone = error instanceof HttpError && error.statusCode === 404;
      if (!gone) {
        log.warn(
          { err: error, matchId: machine.matchId, dropletId: machine.dropletId },
          'match machine not deleted yet',
        );
        continue;
      }
    }
    await updateMachine(db, machine.matchId, {
      deletedAt: clock.now(),
      ...(machine.status === 'failed' ? {} : { status: 'deleted' as const }),
    });
    log.info({ matchId: machine.matchId, dropletId: machine.dropletId }, 'match machine deleted');
    deleted += 1;
  }
  return deleted;
}

/** The match's machine as GET /matches/{id} shows it, or null. */
export async function machineOf(db: Db, matchId: number) {
  const row = await machineRow(db, matchId);
  return row ? { status: row.status, requestedAt: row.requestedAt.toISOString() } : null;
}
