import {
  type MatchOutcome,
  ordinalOf,
  type PerformanceStats,
  type Rating,
  type RatingHistoryPoint,
  RECENT_MATCHES,
  type RecentMatch,
} from '@domain/ratings';
import type { Queryable } from '@server/db/client';
import {
  playerReportedOnlyMatches,
  playerRosterMatches,
  teamMatches,
  teamSideTotals,
} from './repository/stats';

// A player's or a team's performance: Confirmed matches (forfeits count as won or lost), the game server's
// totals and the rating history, each read in one statement.

interface PlayedRow {
  matchId: number;
  /** When it was played (a forfeit, never played: its scheduled time). */
  playedAt: Date;
  teamId: number;
  teamAId: number;
  opponentId: number;
  opponentName: string;
  roundsA: number | null;
  roundsB: number | null;
  forfeitKind: string | null;
  forfeitLoserTeamId: number | null;
  muAfter: number | null;
  sigmaAfter: number | null;
  eliminations: number;
  deaths: number;
  hits: number;
  shots: number;
}

function outcomeOf(row: PlayedRow): {
  outcome: MatchOutcome;
  roundsFor: number | null;
  roundsAgainst: number | null;
} {
  if (row.forfeitKind !== null) {
    // A mutual forfeit is lost by both: nobody won it.
    const won = row.forfeitLoserTeamId !== null && row.forfeitLoserTeamId !== row.teamId;
    return { outcome: won ? 'win' : 'loss', roundsFor: null, roundsAgainst: null };
  }
  const isA = row.teamId === row.teamAId;
  const roundsFor = (isA ? row.roundsA : row.roundsB) ?? 0;
  const roundsAgainst = (isA ? row.roundsB : row.roundsA) ?? 0;
  const outcome = roundsFor > roundsAgainst ? 'win' : roundsFor < roundsAgainst ? 'loss' : 'draw';
  return { outcome, roundsFor, roundsAgainst };
}

/** The aggregate of the rows, oldest first. */
function summarise(name: string, rows: PlayedRow[], rating: Rating): PerformanceStats {
  const results = rows.map((row) => ({ row, ...outcomeOf(row) }));
  const total = (key: 'eliminations' | 'deaths' | 'hits' | 'shots') =>
    rows.reduce((sum, row) => sum + row[key], 0);
  const ratingHistory: RatingHistoryPoint[] = rows
    .filter((row) => row.muAfter !== null && row.sigmaAfter !== null)
    .map((row) => ({
      matchId: row.matchId,
      date: row.playedAt.toISOString(),
      ordinal: ordinalOf({ mu: row.muAfter as number, sigma: row.sigmaAfter as number }),
    }));
  const recentMatches: RecentMatch[] = results
    .slice(-RECENT_MATCHES)
    .reverse()
    .map(({ row, outcome, roundsFor, roundsAgainst }) => ({
      matchId: row.matchId,
      date: row.playedAt.toISOString(),
      opponent: { id: row.opponentId, name: row.opponentName },
      roundsFor,
      roundsAgainst,
      outcome,
    }));
  return {
    name,
    matches: rows.length,
    wins: results.filter((result) => result.outcome === 'win').length,
    losses: results.filter((result) => result.outcome === 'loss').length,
    draws: results.filter((result) => result.outcome === 'draw').length,
    eliminations: total('eliminations'),
    deaths: total('deaths'),
    hits: total('hits'),
    shots: total('shots'),
    rating,
    ratingHistory,
    recentMatches,
  };
}

/**
 * A player's Confirmed matches: the rosters they played in, and the matches the game server reported them
 * in without them on the roster (a stand-in), each with their own totals and rating change. Two statements.
 */
export async function playerStats(
  db: Queryable,
  player: { id: number; name: string },
  rating: Rating,
): Promise<PerformanceStats> {
  const [onRoster, reportedOnly] = await Promise.all([
    playerRosterMatches(db, player.id),
    playerReportedOnlyMatches(db, player.id),
  ]);
  const rows = [...onRoster, ...reportedOnly].sort(
    (a, b) => a.playedAt.getTime() - b.playedAt.getTime() || a.matchId - b.matchId,
  );
  return summarise(player.name, rows, rating);
}

/** A team's Confirmed matches with its rating changes, and the totals of its side's players per match. */
export async function teamStats(
  db: Queryable,
  team: { id: number; name: string },
  rating: Rating,
): Promise<PerformanceStats> {
  const teamId = team.id;
  const [rows, totals] = await Promise.all([teamMatches(db, teamId), teamSideTotals(db, teamId)]);
  const byMatch = new Map(totals.map((total) => [total.matchId, total]));
  const none = { eliminations: 0, deaths: 0, hits: 0, shots: 0 };
  return summarise(
    team.name,
    rows.map((row) => {
      const { eliminations, deaths, hits, shots } = byMatch.get(row.matchId) ?? none;
      return { ...row, teamId, eliminations, deaths, hits, shots };
    }),
    rating,
  );
}
