import type { Queryable } from '@server/db/client';
import {
  matches,
  matchPlayerStats,
  matchRosters,
  playerRatings,
  ratingChanges,
  teamRatings,
} from '@server/db/schema';
import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import {
  type ComputedChange,
  DEFAULT_RATING,
  type RatedMatch,
  type RatingState,
  replayMatches,
} from './compute';

// Ratings in the database: a settled match's ratings are (re)computed by undoing every change from that
// match on, in the rating order (playedAt, then id: the order the matches were played, whatever their
// schedule), and replaying the Confirmed, played matches from there (docs/decisions/0017-ratings.md,
// docs/decisions/0034-ratings-in-played-order.md).

/** Serialises every rating write across seasons: taken after the season's row lock, never before. */
const RATINGS_LOCK_KEY = 7_245_310_017;

/** Rows per insert: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 5000;

/**
 * When a match was played, for the rating order: its playedAt. Every match with rounds has one (set with
 * its first played result, backfilled for older ones); its scheduled time stands in for any other.
 */
const playedTime = sql<Date>`coalesce(${matches.playedAt}, ${matches.scheduledAt})`;

interface Position {
  playedAt: Date;
  id: number;
}

function fromPosition(position: Position | null): SQL {
  if (position === null) return sql`true`;
  return sql`(${playedTime}, ${matches.id}) >= (${position.playedAt.toISOString()}::timestamptz, ${position.id})`;
}

const RATING_ORDER = [asc(playedTime), asc(matches.id)];

/** A match whose result changes ratings: Confirmed with rounds (a forfeit changes none). */
const COUNTS = and(eq(matches.status, 'Confirmed'), isNotNull(matches.roundsA), isNull(matches.forfeitKind));

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** The counted matches from a position on, in rating order, with their players (the game server's, else the roster). */
async function loadRatedMatches(tx: Queryable, position: Position | null): Promise<RatedMatch[]> {
  const where = and(COUNTS, fromPosition(position));
  const rows = await tx
    .select({
      matchId: matches.id,
      teamAId: matches.teamAId,
      teamBId: matches.teamBId,
      roundsA: matches.roundsA,
      roundsB: matches.roundsB,
    })
    .from(matches)
    .where(where)
    .orderBy(...RATING_ORDER);
  if (rows.length === 0) return [];
  const counted = tx.select({ id: matches.id }).from(matches).where(where);
  const [stats, rosters] = await Promise.all([
    tx
      .select({
        matchId: matchPlayerStats.matchId,
        userId: matchPlayerStats.userId,
        side: matchPlayerStats.side,
      })
      .from(matchPlayerStats)
      .where(inArray(matchPlayerStats.matchId, counted)),
    tx
      .select({ matchId: matchRosters.matchId, userId: matchRosters.userId, teamId: matchRosters.teamId })
      .from(matchRosters)
      .where(inArray(matchRosters.matchId, counted)),
  ]);
  const byMatch = new Map<number, RatedMatch>();
  const rated = rows.map((row) => {
    const match: RatedMatch = {
      matchId: row.matchId,
      teamAId: row.teamAId,
      teamBId: row.teamBId,
      roundsA: row.roundsA ?? 0,
      roundsB: row.roundsB ?? 0,
      playersA: [],
      playersB: [],
    };
    byMatch.set(row.matchId, match);
    return match;
  });
  const reported = new Set<number>();
  for (const stat of stats) {
    const match = byMatch.get(stat.matchId);
    if (!match) continue;
    reported.add(stat.matchId);
    (stat.side === 'A' ? match.playersA : match.playersB).push(stat.userId);
  }
  for (const player of rosters) {
    const match = byMatch.get(player.matchId);
    if (!match || reported.has(player.matchId)) continue;
    if (player.teamId === match.teamAId) match.playersA.push(player.userId);
    else if (player.teamId === match.teamBId) match.playersB.push(player.userId);
  }
  return rated;
}

/** The current ratings of these teams and players (the default for one without a row). */
async function loadRatings(tx: Queryable, teamIds: number[], userIds: number[]) {
  const [teamRows, playerRows] = await Promise.all([
    teamIds.length === 0
      ? []
      : tx
          .select({
            id: teamRatings.teamId,
            mu: teamRatings.mu,
            sigma: teamRatings.sigma,
            ratedMatches: teamRatings.ratedMatches,
          })
          .from(teamRatings)
          .where(inArray(teamRatings.teamId, teamIds)),
    userIds.length === 0
      ? []
      : tx
          .select({
            id: playerRatings.userId,
            mu: playerRatings.mu,
            sigma: playerRatings.sigma,
            ratedMatches: playerRatings.ratedMatches,
          })
          .from(playerRatings)
          .where(inArray(playerRatings.userId, userIds)),
  ]);
  const toMap = (ids: number[], found: { id: number; mu: number; sigma: number; ratedMatches: number }[]) => {
    const map = new Map<number, RatingState>(ids.map((id) => [id, DEFAULT_RATING]));
    for (const { id, ...state } of found) map.set(id, state);
    return map;
  };
  return { teams: toMap(teamIds, teamRows), players: toMap(userIds, playerRows) };
}

/** Undoes the changes from a position on: each subject's rating goes back to before its first one there. */
async function undoChangesFrom(tx: Queryable, position: Position | null) {
  const later = await tx
    .select({
      teamId: ratingChanges.teamId,
      userId: ratingChanges.userId,
      muBefore: ratingChanges.muBefore,
      sigmaBefore: ratingChanges.sigmaBefore,
    })
    .from(ratingChanges)
    .innerJoin(matches, eq(matches.id, ratingChanges.matchId))
    .where(fromPosition(position))
    .orderBy(...RATING_ORDER);
  const undone = {
    teams: new Map<number, { mu: number; sigma: number; count: number }>(),
    players: new Map<number, { mu: number; sigma: number; count: number }>(),
  };
  for (const change of later) {
    const [map, id] =
      change.teamId !== null ? [undone.teams, change.teamId] : [undone.players, change.userId as number];
    const seen = map.get(id);
    if (seen) seen.count += 1;
    else map.set(id, { mu: change.muBefore, sigma: change.sigmaBefore, count: 1 });
  }
  if (later.length > 0) {
    const fromHere = tx.select({ id: matches.id }).from(matches).where(fromPosition(position));
    await tx.delete(ratingChanges).where(inArray(ratingChanges.matchId, fromHere));
  }
  return undone;
}

async function writeChanges(tx: Queryable, changes: ComputedChange[]) {
  for (const chunk of chunks(changes)) {
    await tx.insert(ratingChanges).values(
      chunk.map((change) => ({
        matchId: change.matchId,
        teamId: change.teamId,
        userId: change.userId,
        muBefore: change.before.mu,
        sigmaBefore: change.before.sigma,
        muAfter: change.after.mu,
        sigmaAfter: change.after.sigma,
      })),
    );
  }
}

async function writeRatings(
  tx: Queryable,
  teams: Map<number, RatingState>,
  players: Map<number, RatingState>,
) {
  const set = {
    mu: sql`excluded.mu`,
    sigma: sql`excluded.sigma`,
    ratedMatches: sql`excluded.rated_matches`,
  };
  for (const chunk of chunks([...teams])) {
    await tx
      .insert(teamRatings)
      .values(chunk.map(([teamId, state]) => ({ teamId, ...state })))
      .onConflictDoUpdate({ target: teamRatings.teamId, set });
  }
  for (const chunk of chunks([...players])) {
    await tx
      .insert(playerRatings)
      .values(chunk.map(([userId, state]) => ({ userId, ...state })))
      .onConflictDoUpdate({ target: playerRatings.userId, set });
  }
}

/**
 * Recomputes every rating change from a position on (null: the whole history) and leaves the current
 * ratings as the replay ends. Returns how many matches it replayed.
 */
async function replayFrom(tx: Queryable, position: Position | null): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RATINGS_LOCK_KEY})`);
  const undone = await undoChangesFrom(tx, position);
  const rated = await loadRatedMatches(tx, position);
  const teamIds = new Set(undone.teams.keys());
  const userIds = new Set(undone.players.keys());
  for (const match of rated) {
    teamIds.add(match.teamAId).add(match.teamBId);
    for (const id of [...match.playersA, ...match.playersB]) userIds.add(id);
  }
  if (teamIds.size === 0 && userIds.size === 0) return 0;
  const { teams, players } = await loadRatings(tx, [...teamIds], [...userIds]);
  for (const [map, restored] of [
    [teams, undone.teams],
    [players, undone.players],
  ] as const) {
    for (const [id, { mu, sigma, count }] of restored) {
      const now = map.get(id) ?? DEFAULT_RATING;
      map.set(id, { mu, sigma, ratedMatches: now.ratedMatches - count });
    }
  }
  const changes = await replayMatches(rated, teams, players);
  await writeChanges(tx, changes);
  await writeRatings(tx, teams, players);
  return rated.length;
}

/**
 * After a match's result is settled (Confirmed, corrected or Voided), in its transaction: its ratings and
 * those of every later rated match are recomputed from it. Nothing to do for a match that neither counts
 * nor counted (a forfeit, a void of a match never rated).
 */
export async function rateSettledMatch(tx: Queryable, matchId: number): Promise<void> {
  const [match] = await tx
    .select({
      playedAt: matches.playedAt,
      scheduledAt: matches.scheduledAt,
      id: matches.id,
      counts: sql<boolean>`${COUNTS}`.mapWith(Boolean),
    })
    .from(matches)
    .where(eq(matches.id, matchId));
  if (!match) return;
  if (!match.counts) {
    const [rated] = await tx
      .select({ id: ratingChanges.id })
      .from(ratingChanges)
      .where(eq(ratingChanges.matchId, matchId))
      .limit(1);
    if (!rated) return;
  }
  await replayFrom(tx, { playedAt: match.playedAt ?? match.scheduledAt, id: match.id });
}

/** Recomputes every rating from the whole stored history (the admin CLI, the benchmark). */
export async function recomputeAllRatings(tx: Queryable): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RATINGS_LOCK_KEY})`);
  await tx.delete(ratingChanges);
  await tx.delete(teamRatings);
  await tx.delete(playerRatings);
  return replayFrom(tx, null);
}
