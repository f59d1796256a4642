import type { Queryable } from '@server/db/client';
import { matches, matchPlayerStats, matchRosters, ratingChanges, teams, users } from '@server/db/schema';
import { and, asc, eq, isNull, or, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

// The Confirmed matches of a player or a team with their totals and rating changes, and the rating changes
// of one match with each player's side: each one statement.

const opponent = alias(teams, 'opponent');

/** When a match was played, as the rating order has it; a forfeit, never played, at its scheduled time. */
const playedTime = sql<Date>`coalesce(${matches.playedAt}, ${matches.scheduledAt})`.mapWith(matches.playedAt);

const matchColumns = {
  matchId: matches.id,
  playedAt: playedTime,
  teamAId: matches.teamAId,
  opponentId: opponent.id,
  opponentName: opponent.name,
  roundsA: matches.roundsA,
  roundsB: matches.roundsB,
  forfeitKind: matches.forfeitKind,
  forfeitLoserTeamId: matches.forfeitLoserTeamId,
  muAfter: ratingChanges.muAfter,
  sigmaAfter: ratingChanges.sigmaAfter,
};

const playerTotals = {
  eliminations: sql<number>`coalesce(${matchPlayerStats.eliminations}, 0)`.mapWith(Number),
  deaths: sql<number>`coalesce(${matchPlayerStats.deaths}, 0)`.mapWith(Number),
  hits: sql<number>`coalesce(${matchPlayerStats.hits}, 0)`.mapWith(Number),
  shots: sql<number>`coalesce(${matchPlayerStats.shots}, 0)`.mapWith(Number),
};

const confirmed = eq(matches.status, 'Confirmed');

/** The player's Confirmed matches from the rosters they played in, with their totals and rating change. */
export function playerRosterMatches(db: Queryable, playerId: number) {
  return db
    .select({ ...matchColumns, teamId: matchRosters.teamId, ...playerTotals })
    .from(matchRosters)
    .innerJoin(matches, and(eq(matches.id, matchRosters.matchId), confirmed))
    .innerJoin(
      opponent,
      sql`${opponent.id} = case when ${matchRosters.teamId} = ${matches.teamAId} then ${matches.teamBId} else ${matches.teamAId} end`,
    )
    .leftJoin(
      matchPlayerStats,
      and(eq(matchPlayerStats.matchId, matches.id), eq(matchPlayerStats.userId, matchRosters.userId)),
    )
    .leftJoin(
      ratingChanges,
      and(eq(ratingChanges.matchId, matches.id), eq(ratingChanges.userId, matchRosters.userId)),
    )
    .where(eq(matchRosters.userId, playerId));
}

/**
 * The player's Confirmed matches the game server reported them in without them on the roster (a stand-in),
 * with their totals and rating change.
 */
export function playerReportedOnlyMatches(db: Queryable, playerId: number) {
  return db
    .select({
      ...matchColumns,
      teamId:
        sql<number>`case ${matchPlayerStats.side} when 'A' then ${matches.teamAId} else ${matches.teamBId} end`.mapWith(
          Number,
        ),
      ...playerTotals,
    })
    .from(matchPlayerStats)
    .innerJoin(matches, and(eq(matches.id, matchPlayerStats.matchId), confirmed))
    .innerJoin(
      opponent,
      sql`${opponent.id} = case ${matchPlayerStats.side} when 'A' then ${matches.teamBId} else ${matches.teamAId} end`,
    )
    .leftJoin(
      matchRosters,
      and(eq(matchRosters.matchId, matches.id), eq(matchRosters.userId, matchPlayerStats.userId)),
    )
    .leftJoin(
      ratingChanges,
      and(eq(ratingChanges.matchId, matches.id), eq(ratingChanges.userId, matchPlayerStats.userId)),
    )
    .where(and(eq(matchPlayerStats.userId, playerId), isNull(matchRosters.id)));
}

const teamPlayed = (teamId: number) =>
  and(eq(matches.status, 'Confirmed'), or(eq(matches.teamAId, teamId), eq(matches.teamBId, teamId)));

/** The team's Confirmed matches with its rating changes, in rating order. */
export function teamMatches(db: Queryable, teamId: number) {
  return db
    .select(matchColumns)
    .from(matches)
    .innerJoin(
      opponent,
      sql`${opponent.id} = case when ${matches.teamAId} = ${teamId} then ${matches.teamBId} else ${matches.teamAId} end`,
    )
    .leftJoin(ratingChanges, and(eq(ratingChanges.matchId, matches.id), eq(ratingChanges.teamId, teamId)))
    .where(teamPlayed(teamId))
    .orderBy(asc(playedTime), asc(matches.id));
}

/** The totals of the team's side's players per Confirmed match (matches the game server reported). */
export function teamSideTotals(db: Queryable, teamId: number) {
  return db
    .select({
      matchId: matchPlayerStats.matchId,
      eliminations: sum(matchPlayerStats.eliminations).mapWith(Number),
      deaths: sum(matchPlayerStats.deaths).mapWith(Number),
      hits: sum(matchPlayerStats.hits).mapWith(Number),
      shots: sum(matchPlayerStats.shots).mapWith(Number),
    })
    .from(matchPlayerStats)
    .innerJoin(matches, eq(matches.id, matchPlayerStats.matchId))
    .where(
      and(
        teamPlayed(teamId),
        or(
          and(eq(matches.teamAId, teamId), eq(matchPlayerStats.side, 'A')),
          and(eq(matches.teamBId, teamId), eq(matchPlayerStats.side, 'B')),
        ),
      ),
    )
    .groupBy(matchPlayerStats.matchId);
}

/**
 * The rating changes a match made, in the order they were written, with the team's name, the player's
 * name and the player's team: the game server's side (match_player_stats) when it reported one, else the
 * roster kept with the match.
 */
export function matchRatingChangeRows(db: Queryable, matchId: number) {
  return db
    .select({
      teamId: ratingChanges.teamId,
      userId: ratingChanges.userId,
      muBefore: ratingChanges.muBefore,
      sigmaBefore: ratingChanges.sigmaBefore,
      muAfter: ratingChanges.muAfter,
      sigmaAfter: ratingChanges.sigmaAfter,
      teamName: teams.name,
      displayName: users.displayName,
      playerTeamId: sql<
        number | null
      >`case ${matchPlayerStats.side} when 'A' then ${matches.teamAId} when 'B' then ${matches.teamBId} else ${matchRosters.teamId} end`,
    })
    .from(ratingChanges)
    .innerJoin(matches, eq(matches.id, ratingChanges.matchId))
    .leftJoin(teams, eq(teams.id, ratingChanges.teamId))
    .leftJoin(users, eq(users.id, ratingChanges.userId))
    .leftJoin(
      matchPlayerStats,
      and(
        eq(matchPlayerStats.matchId, ratingChanges.matchId),
        eq(matchPlayerStats.userId, ratingChanges.userId),
      ),
    )
    .leftJoin(
      matchRosters,
      and(eq(matchRosters.matchId, ratingChanges.matchId), eq(matchRosters.userId, ratingChanges.userId)),
    )
    .where(eq(ratingChanges.matchId, matchId))
    .orderBy(asc(ratingChanges.id));
}
