import type { Db } from '@server/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { QueuedReport } from '../game-sessions/service';
import { keepRuledPlayers } from './player-rules';
import { rosterSidesOfSessions } from './repository/rosters';

// The players a game server lists in its live state are held to the rules of its final result before
// anyone sees them: an entry that breaks one (off the match's rosters, listed twice, more hits than shots)
// is left out and logged. A session hosting no league match has no rosters: its players are left out.

/** How many sessions' last complaint is remembered, so a game server repeating it is logged once. */
const COMPLAINTS_KEPT = 1_000;

export function livePlayersFilter(db: Db, log: FastifyBaseLogger) {
  let lastComplaint = new Map<number, string>();
  const complain = (report: QueuedReport, dropped: string[]) => {
    const complaint = dropped.join('; ');
    if (lastComplaint.get(report.sessionId) === complaint) return;
    if (lastComplaint.size >= COMPLAINTS_KEPT) lastComplaint = new Map();
    lastComplaint.set(report.sessionId, complaint);
    log.warn(
      { clientId: report.clientId, sessionId: report.sessionId, dropped },
      'a game server reported players outside the rules: they are left out of the live state',
    );
  };

  return async (reports: readonly QueuedReport[]): Promise<QueuedReport[]> => {
    const listing = reports.filter((report) => report.players);
    const rosters = await rosterSidesOfSessions(
      db,
      listing.map((report) => report.sessionId),
    );
    return reports.map((report) => {
      if (!report.players) return report;
      const sides = rosters.get(report.sessionId);
      const { kept, dropped } = sides
        ? keepRuledPlayers(sides, report.players)
        : { kept: [], dropped: [`session ${report.sessionId} hosts no league match`] };
      if (dropped.length > 0) complain(report, dropped);
      return { ...report, players: kept };
    });
  };
}
