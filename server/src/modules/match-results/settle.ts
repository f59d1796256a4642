import type { Queryable } from '@server/db/client';
import { matchRosters, teamPlayers, users } from '@server/db/schema';
import { eq, inArray } from 'drizzle-orm';
import { pairNextSwissWeeks } from '../fixtures/next-week';
import type { MatchRecord } from '../matches/parties';
import { advancePlayoffBracket } from '../playoffs/advance';

// What follows a match's result being settled (Confirmed or Voided), in the same transaction, whichever
// way it got there (the other captain, an admin, the 24 h auto-confirmation).

/** The players of both teams now, kept with the match as the roster that played it. */
async function keepRoster(tx: Queryable, match: MatchRecord): Promise<void> {
  await tx.delete(matchRosters).where(eq(matchRosters.matchId, match.id));
  const players = await tx
    .select({ teamId: teamPlayers.teamId, userId: teamPlayers.userId, displayName: users.displayName })
    .from(teamPlayers)
    .innerJoin(users, eq(users.id, teamPlayers.userId))
    .where(inArray(teamPlayers.teamId, [match.teamAId, match.teamBId]));
  if (players.length > 0) {
    await tx.insert(matchRosters).values(players.map((player) => ({ matchId: match.id, ...player })));
  }
}

/**
 * A Confirmed result keeps the roster; any settled result brings a playoff bracket in line (a corrected or
 * voided result withdraws the later match drawn from it) and may complete a Swiss week, whose next week is
 * then paired. The caller holds the season's row lock.
 */
export async function afterSettled(
  tx: Queryable,
  match: MatchRecord,
  status: 'Confirmed' | 'Voided',
): Promise<void> {
  if (status === 'Confirmed') await keepRoster(tx, match);
  await advancePlayoffBracket(tx, match.id);
  await pairNextSwissWeeks(tx, match.seasonId);
}
