import type { Queryable } from '@server/db/client';
import { matches, matchRosters, teamPlayers, users } from '@server/db/schema';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { pairNextSwissWeeks } from '../fixtures/next-week';
import type { MatchRecord } from '../matches/parties';
import { advancePlayoffBracket } from '../playoffs/advance';
import { rateSettledMatch } from '../ratings/replay';
import {
  forfeitForDisbanding,
  lockMatchesOfDisbandedTeams,
  UNSETTLED_MATCH_STATUSES,
} from './disband-forfeit';

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
 * The roster, the bracket and the next Swiss week, for one settled match: a Confirmed result keeps the
 * roster; any settled result brings a playoff bracket in line (a corrected or voided result withdraws the
 * later match drawn from it).
 */
async function settleSteps(tx: Queryable, match: MatchRecord, status: 'Confirmed' | 'Voided'): Promise<void> {
  if (status === 'Confirmed') await keepRoster(tx, match);
  await advancePlayoffBracket(tx, match.id);
  await pairNextSwissWeeks(tx, match.seasonId);
}

/**
 * Everything that follows a settled match, in its transaction. A match the steps wrote for a disbanded
 * team (a bracket moving it on) is forfeited against it at once. The caller holds the season's row lock.
 * Returns how many matches were forfeited that way.
 */
export async function afterSettled(
  tx: Queryable,
  match: MatchRecord,
  status: 'Confirmed' | 'Voided',
  now: Date = new Date(),
): Promise<number> {
  await settleSteps(tx, match, status);
  // Forfeits change no rating, so the disbanded teams' forfeits below need no replay.
  await rateSettledMatch(tx, match.id);
  return forfeitMatchesOfDisbandedTeams(tx, match.seasonId, now);
}

/**
 * Forfeits every unsettled match of the season that a disbanded team plays in, each followed by the
 * after-settlement steps, until none is left (those steps may write more: a bracket moving the winner on,
 * the loser of a double-elimination bracket dropping down). The caller holds the season's row lock.
 * Returns how many matches it forfeited.
 */
export async function forfeitMatchesOfDisbandedTeams(
  tx: Queryable,
  seasonId: number,
  now: Date,
): Promise<number> {
  let forfeited = 0;
  for (;;) {
    const open = await lockMatchesOfDisbandedTeams(tx, seasonId);
    if (open.length === 0) return forfeited;
    for (const { match, loserTeamId } of open) {
      await forfeitForDisbanding(tx, match, loserTeamId, now);
      await settleSteps(tx, match, 'Confirmed');
      forfeited += 1;
    }
  }
}

/**
 * The match-results side of a team disbanding (teams/disband.ts, registered with app.teams.onDisbanded):
 * each season it has unsettled matches in gets them forfeited against it. The disbanding transaction holds
 * those seasons' row locks and the matches' already. Returns how many matches were forfeited.
 */
export async function forfeitMatchesOfDisbandedTeam(
  tx: Queryable,
  team: { id: number },
  now: Date,
): Promise<number> {
  const rows = await tx
    .selectDistinct({ seasonId: matches.seasonId })
    .from(matches)
    .where(
      and(
        or(eq(matches.teamAId, team.id), eq(matches.teamBId, team.id)),
        inArray(matches.status, [...UNSETTLED_MATCH_STATUSES]),
      ),
    )
    .orderBy(asc(matches.seasonId));
  let forfeited = 0;
  for (const { seasonId } of rows) forfeited += await forfeitMatchesOfDisbandedTeams(tx, seasonId, now);
  return forfeited;
}
