import type { Queryable } from '@server/db/client';
import { DEFAULT_RATING, type RatedMatch, type RatingState, replayMatches } from './compute';
import {
  changesFrom,
  countedMatchesFrom,
  countedMatchPlayersFrom,
  deleteAllRatings,
  deleteChangesFrom,
  hasRatingChanges,
  insertChanges,
  lockRatings,
  type Position,
  playerRatingStates,
  ratingPlaceOf,
  teamRatingStates,
  upsertRatings,
} from './repository/replay';

// Ratings in the database: a settled match's ratings are (re)computed by undoing every change from that
// match on, in the rating order (playedAt, then id: the order the matches were played, whatever their
// schedule), and replaying the Confirmed, played matches from there (docs/decisions/0017-ratings.md,
// docs/decisions/0034-ratings-in-played-order.md).

/** The counted matches from a position on, in rating order, with their players (the game server's, else the roster). */
async function loadRatedMatches(tx: Queryable, position: Position | null): Promise<RatedMatch[]> {
  const rows = await countedMatchesFrom(tx, position);
  if (rows.length === 0) return [];
  const [stats, rosters] = await countedMatchPlayersFrom(tx, position);
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
    teamIds.length === 0 ? [] : teamRatingStates(tx, teamIds),
    userIds.length === 0 ? [] : playerRatingStates(tx, userIds),
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
  const later = await changesFrom(tx, position);
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
  if (later.length > 0) await deleteChangesFrom(tx, position);
  return undone;
}

/**
 * Recomputes every rating change from a position on (null: the whole history) and leaves the current
 * ratings as the replay ends. Returns how many matches it replayed.
 */
async function replayFrom(tx: Queryable, position: Position | null): Promise<number> {
  await lockRatings(tx);
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
  await insertChanges(tx, changes);
  await upsertRatings(tx, teams, players);
  return rated.length;
}

/**
 * After a match's result is settled (Confirmed, corrected or Voided), in its transaction: its ratings and
 * those of every later rated match are recomputed from it. Nothing to do for a match that neither counts
 * nor counted (a forfeit, a void of a match never rated).
 */
export async function rateSettledMatch(tx: Queryable, matchId: number): Promise<void> {
  const match = await ratingPlaceOf(tx, matchId);
  if (!match) return;
  if (!match.counts && !(await hasRatingChanges(tx, matchId))) return;
  await replayFrom(tx, { playedAt: match.playedAt ?? match.scheduledAt, id: match.id });
}

/** Recomputes every rating from the whole stored history (the admin CLI, the benchmark). */
export async function recomputeAllRatings(tx: Queryable): Promise<number> {
  await lockRatings(tx);
  await deleteAllRatings(tx);
  return replayFrom(tx, null);
}
