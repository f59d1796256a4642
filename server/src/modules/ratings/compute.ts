import { RATING_DEFAULT_MU, RATING_DEFAULT_SIGMA } from '@domain/ratings';
import type { rate as Rate } from 'openskill';

// The rating arithmetic, without storage: replaying rated matches in order over starting ratings gives the
// same changes every time (docs/decisions/0017-ratings.md).

export interface RatingState {
  mu: number;
  sigma: number;
  ratedMatches: number;
}

/** A Confirmed, played match as the ratings see it: the rounds and who played on each side. */
export interface RatedMatch {
  matchId: number;
  teamAId: number;
  teamBId: number;
  roundsA: number;
  roundsB: number;
  /** User ids, either order: sorted before rating. */
  playersA: number[];
  playersB: number[];
}

export interface ComputedChange {
  matchId: number;
  teamId: number | null;
  userId: number | null;
  before: RatingState;
  after: RatingState;
}

/**
 * Rounds won amplify the change beyond a one-round margin: openskill scales a winner's and a loser's mu
 * change by 1 + ln(1 + max(0, |roundsA - roundsB| - MARGIN)).
 */
export const MARGIN = 1;

export const DEFAULT_RATING: RatingState = {
  mu: RATING_DEFAULT_MU,
  sigma: RATING_DEFAULT_SIGMA,
  ratedMatches: 0,
};

function rateTwoSides(
  rate: typeof Rate,
  a: readonly RatingState[],
  b: readonly RatingState[],
  match: RatedMatch,
): [RatingState[], RatingState[]] {
  const [newA, newB] = rate(
    [a.map(({ mu, sigma }) => ({ mu, sigma })), b.map(({ mu, sigma }) => ({ mu, sigma }))],
    {
      score: [match.roundsA, match.roundsB],
      margin: MARGIN,
    },
  );
  const next = (before: RatingState, after: { mu: number; sigma: number }): RatingState => ({
    mu: after.mu,
    sigma: after.sigma,
    ratedMatches: before.ratedMatches + 1,
  });
  return [a.map((before, i) => next(before, newA[i])), b.map((before, i) => next(before, newB[i]))];
}

/**
 * Applies the matches in the order given to the ratings in `teams` and `players` (changed in place; a
 * subject missing from a map starts at the default) and returns every change. Team ratings: each team as one
 * entity. Player ratings: the two rosters as teams; a match with an empty side changes no player.
 */
export async function replayMatches(
  matches: readonly RatedMatch[],
  teams: Map<number, RatingState>,
  players: Map<number, RatingState>,
): Promise<ComputedChange[]> {
  // openskill (and the statistics library under it) is loaded at the first rating, not at every start.
  const { rate } = await import('openskill');
  const changes: ComputedChange[] = [];
  const current = (map: Map<number, RatingState>, id: number) => map.get(id) ?? DEFAULT_RATING;
  for (const match of matches) {
    const teamBefore = [current(teams, match.teamAId), current(teams, match.teamBId)];
    const [[teamA], [teamB]] = rateTwoSides(rate, [teamBefore[0]], [teamBefore[1]], match);
    for (const [teamId, before, after] of [
      [match.teamAId, teamBefore[0], teamA],
      [match.teamBId, teamBefore[1], teamB],
    ] as const) {
      teams.set(teamId, after);
      changes.push({ matchId: match.matchId, teamId, userId: null, before, after });
    }
    if (match.playersA.length === 0 || match.playersB.length === 0) continue;
    const idsA = [...match.playersA].sort((x, y) => x - y);
    const idsB = [...match.playersB].sort((x, y) => x - y);
    const beforeA = idsA.map((id) => current(players, id));
    const beforeB = idsB.map((id) => current(players, id));
    const [afterA, afterB] = rateTwoSides(rate, beforeA, beforeB, match);
    for (const [ids, before, after] of [
      [idsA, beforeA, afterA],
      [idsB, beforeB, afterB],
    ] as const) {
      ids.forEach((userId, i) => {
        players.set(userId, after[i]);
        changes.push({ matchId: match.matchId, teamId: null, userId, before: before[i], after: after[i] });
      });
    }
  }
  return changes;
}
