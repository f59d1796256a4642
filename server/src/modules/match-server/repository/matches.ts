import type { Queryable } from '@server/db/client';
import { gameSessions, matches, matchMachines, seasons } from '@server/db/schema';
import { and, asc, eq, gt, lte, notExists } from 'drizzle-orm';
import type { MatchRecord } from '../../matches/parties';
import { scheduledInPlayingSeason } from '../../matches/repository';

// Reads of the matches a game server plays: the match row and the matches due to start. Kick-off moves
// the match row through the matches module (moveScheduledToLive).

export async function matchRecord(db: Queryable, matchId: number): Promise<MatchRecord | undefined> {
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  return match;
}

/**
 * Up to 100 matches, soonest first, Scheduled after `now` and at most `until`, in a season being played,
 * that never had a session nor a machine.
 */
export async function matchesDueWithoutServer(db: Queryable, now: Date, until: Date) {
  const due = await db
    .select({ match: matches })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .where(
      and(
        ...scheduledInPlayingSeason(),
        gt(matches.scheduledAt, now),
        lte(matches.scheduledAt, until),
        notExists(
          db.select({ id: gameSessions.id }).from(gameSessions).where(eq(gameSessions.matchId, matches.id)),
        ),
        notExists(
          db
            .select({ id: matchMachines.matchId })
            .from(matchMachines)
            .where(eq(matchMachines.matchId, matches.id)),
        ),
      ),
    )
    .orderBy(asc(matches.scheduledAt))
    .limit(100);
  return due.map((row) => row.match);
}
