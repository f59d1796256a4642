import type { GameMode } from '@domain/constants';
import type { Db, Queryable } from '@server/db/client';
import { HttpError } from '@server/http/http-error';
import type { FastifyBaseLogger } from 'fastify';
import type { GameSessionService } from '../game-sessions/service';
import { claimTie, recordTieRow, releaseTie, setTiedSession } from './repository';

// The tie between a new droplet and the game session it should host: remembered at create, and the session
// is created on the droplet's game server once it connects (whichever comes last: the tie or the hello).

export const TIED_SESSION_MODE: GameMode = 'XBall';

export interface SessionTie {
  dropletId: number;
  clientId: string;
  code: string;
  isPublic: boolean;
  createdBy: number;
}

/** The clientId a droplet's game server announces when none was given. */
export const dropletClientId = (dropletId: number) => `droplet-${dropletId}`;

export async function recordTie(tx: Queryable, tie: SessionTie): Promise<void> {
  const values = { ...tie, mode: TIED_SESSION_MODE, claimedAt: null, sessionId: null };
  await recordTieRow(tx, values);
}

/**
 * Creates the tied session on `clientId` when it has an unclaimed tie. The claim is one UPDATE, so the
 * hello and the create racing each other create it once; a failure releases the claim for the next connect.
 */
export async function createTiedSession(
  deps: { db: Db; sessions: GameSessionService; log: FastifyBaseLogger },
  clientId: string,
): Promise<void> {
  const { db, sessions, log } = deps;
  const tie = await claimTie(db, clientId, new Date());
  if (!tie) return;
  try {
    const session = await sessions.create({ id: tie.createdBy }, clientId, {
      code: tie.code,
      isPublic: tie.isPublic,
      mode: TIED_SESSION_MODE,
    });
    await setTiedSession(db, tie.dropletId, session.id);
    log.info({ dropletId: tie.dropletId, clientId, sessionId: session.id }, 'droplet game session created');
  } catch (error) {
    await releaseTie(db, tie.dropletId);
    const offline = error instanceof HttpError && error.code === 'GAME_SERVER_OFFLINE';
    if (offline) log.debug({ dropletId: tie.dropletId, clientId }, 'droplet game server not connected yet');
    else log.error({ err: error, dropletId: tie.dropletId, clientId }, 'droplet game session not created');
  }
}
