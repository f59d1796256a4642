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
import type { ComputedChange, RatingState } from '../compute';

// Tables owned (no other module writes them): player_ratings, rating_changes, team_ratings.
// The rows a replay reads and writes: the counted matches and their players from a position in the rating
// order on, the current ratings, and the rating changes.

/** Serialises every rating write across seasons: taken after the season's row lock, never before. */
const RATINGS_LOCK_KEY = 7_245_310_017;

/** Rows per insert: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 5000;

/**
 * When a match was played, for the rating order: its playedAt. Every match with rounds has one (set with
 * its first played result, backfilled for older ones); its scheduled time stands in for any other.
 */
const playedTime = sql<Date>`coalesce(${matches.playedAt}, ${matches.scheduledAt})`;

/** A place in the rating order: a match's played time and id. */
export interface Position {
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

/** Takes the ratings lock until the transaction ends. */
export async function lockRatings(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RATINGS_LOCK_KEY})`);
}

/** The counted matches from a position on (null: all), in rating order. */
export function countedMatchesFrom(tx: Queryable, position: Position | null) {
  return tx
    .select({
      matchId: matches.id,
      teamAId: matches.teamAId,
      teamBId: matches.teamBId,
      roundsA: matches.roundsA,
      roundsB: matches.roundsB,
    })
    .from(matches)
    .where(and(COUNTS, fromPosition(position)))
    .orderBy(...RATING_ORDER);
}

/**
 * The players of the counted matches from a position on: the game server's reports (with their side) and
 * the rosters kept with the matches (with their team). Two statements at once.
 */
export function countedMatchPlayersFrom(tx: Queryable, position: Position | null) {
  const counted = tx
    .select({ id: matches.id })
    .from(matches)
    .where(and(COUNTS, fromPosition(position)));
  return Promise.all([
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
}

/** The rating rows of these teams (none for a team never rated). */
export function teamRatingStates(tx: Queryable, teamIds: number[]) {
  return tx
    .select({
      id: teamRatings.teamId,
      mu: teamRatings.mu,
      sigma: teamRatings.sigma,
      ratedMatches: teamRatings.ratedMatches,
    })
    .from(teamRatings)
    .where(inArray(teamRatings.teamId, teamIds));
}

/** The rating rows of these players (none for a player never rated). */
export function playerRatingStates(tx: Queryable, userIds: number[]) {
  return tx
    .select({
      id: playerRatings.userId,
      mu: playerRatings.mu,
      sigma: playerRatings.sigma,
      ratedMatches: playerRatings.ratedMatches,
    })
    .from(playerRatings)
    .where(inArray(playerRatings.userId, userIds));
}

/** The rating changes of the matches from a position on, in rating order. */
export function changesFrom(tx: Queryable, position: Position | null) {
  return tx
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
}

/** Deletes the rating changes of the matches from a position on. */
export async function deleteChangesFrom(tx: Queryable, position: Position | null): Promise<void> {
  const fromHere = tx.select({ id: matches.id }).from(matches).where(fromPosition(position));
  await tx.delete(ratingChanges).where(inArray(ratingChanges.matchId, fromHere));
}

export async function insertChanges(tx: Queryable, changes: ComputedChange[]): Promise<void> {
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

/** Writes these teams' and players' current ratings, inserting or replacing their rows. */
export async function upsertRatings(
  tx: Queryable,
  teams: Map<number, RatingState>,
  players: Map<number, RatingState>,
): Promise<void> {
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

/** The match's place in the rating order and whether its result counts, or undefined. */
export async function ratingPlaceOf(tx: Queryable, matchId: number) {
  const [match] = await tx
    .select({
      playedAt: matches.playedAt,
      scheduledAt: matches.scheduledAt,
      id: matches.id,
      counts: sql<boolean>`${COUNTS}`.mapWith(Boolean),
    })
    .from(matches)
    .where(eq(matches.id, matchId));
  return match;
}

/** Whether the match has rating changes. */
export async function hasRatingChanges(tx: Queryable, matchId: number): Promise<boolean> {
  const [rated] = await tx
    .select({ id: ratingChanges.id })
    .from(ratingChanges)
    .where(eq(ratingChanges.matchId, matchId))
    .limit(1);
  return rated !== undefined;
}

/** Deletes every rating change and every current rating. */
export async function deleteAllRatings(tx: Queryable): Promise<void> {
  await tx.delete(ratingChanges);
  await tx.delete(teamRatings);
  await tx.delete(playerRatings);
}
