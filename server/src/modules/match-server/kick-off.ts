import type { Clock } from '@server/clock';
import type { Db } from '@server/db/client';
import type { FastifyBaseLogger } from 'fastify';
import { recordMatchEvent } from '../matches/parties';
import { moveScheduledToLive } from '../matches/service';
import { sessionsWithTheirMatches } from './repository/sessions';

// Kick-off is a rule: a match goes Scheduled -> Live when its game session first reports `running` at or
// after the match's scheduledAt, by the league's clock. A session that reports `running` earlier does not
// make it Live (a game server told startsAt keeps its lobby until then, so that is logged); its next
// `running` report after kick-off does. The step is one conditional UPDATE and its history event in one
// transaction, so two instances or two reports at once make one transition and one event.

export interface KickOffDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** What an instance remembers between calls of kickOffRunningMatches. */
export interface KickOffMemory {
  settled: Set<number>;
  warnedEarly: Set<number>;
}

export const newKickOffMemory = (): KickOffMemory => ({ settled: new Set(), warnedEarly: new Set() });

/** Moves one match Scheduled -> Live; false when another report (on any instance) did it first. */
async function goLive(db: Db, matchId: number, sessionId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await moveScheduledToLive(tx, matchId))) return false;
    await recordMatchEvent(tx, matchId, { kind: 'matchStarted', actor: null, details: { sessionId } });
    return true;
  });
}

/**
 * Called with the sessions whose `running` reports were just written: each open session hosting a match
 * still Scheduled makes it Live when kick-off has come. The number of matches that went Live.
 *
 * `memory` is kept by the caller across calls: `settled` holds the sessions that can never start a match
 * again (plain sessions, and those whose match is no longer Scheduled), not read again, so a session
 * reporting every second costs reads only until its match kicks off; `warnedEarly` the sessions already
 * logged for running before kick-off (logged once each).
 */
export async function kickOffRunningMatches(
  deps: KickOffDeps,
  sessionIds: readonly number[],
  memory: KickOffMemory = newKickOffMemory(),
): Promise<number> {
  const { settled, warnedEarly } = memory;
  const unsettled = sessionIds.filter((id) => !settled.has(id));
  if (unsettled.length === 0) return 0;
  const rows = await sessionsWithTheirMatches(deps.db, unsettled);
  const now = deps.clock.now();
  let started = 0;
  for (const row of rows) {
    if (row.matchId === null || row.matchStatus !== 'Scheduled' || row.scheduledAt === null) {
      settled.add(row.sessionId);
      continue;
    }
    // A session stopped on the league's side starts nothing.
    if (row.sessionStatus !== 'Active') continue;
    if (row.scheduledAt.getTime() > now.getTime()) {
      if (warnedEarly.has(row.sessionId)) continue;
      warnedEarly.add(row.sessionId);
      deps.log.warn(
        { matchId: row.matchId, sessionId: row.sessionId, kickOff: row.scheduledAt.toISOString() },
        'match session reported running before kick-off: the match stays Scheduled until then',
      );
      continue;
    }
    if (await goLive(deps.db, row.matchId, row.sessionId)) {
      deps.log.info({ matchId: row.matchId, sessionId: row.sessionId }, 'match kicked off: Live');
      started += 1;
    }
    settled.add(row.sessionId);
    warnedEarly.delete(row.sessionId);
  }
  return started;
}
