import { type ResultPayload, scoreProblem } from '@domain/match-results';
import { type ForfeitKind, isDrawAllowed } from '@domain/matches';
import type { MatchRecord } from '../matches/parties';
import { resultErrors } from './errors';
import { playedAtFirstSetAt } from './repository';

// A reported or decided result as the matches table holds it: the rounds each team won, or a forfeit.

export interface Outcome {
  roundsA: number | null;
  roundsB: number | null;
  forfeitKind: ForfeitKind | null;
  forfeitLoserTeamId: number | null;
}

/** Only the score or the forfeit of a payload (an admin's carries a note too). */
type ScoreOrForfeit = ResultPayload;

/**
 * The payload checked against the match: a forfeiting team is one of its two (none for a mutual forfeit),
 * a playoff match needs a winner (no mutual forfeit), and a score finishes the stage's best of
 * (scoreProblem: league 7 wins or 6-6, playoff 7 wins).
 */
export function outcomeOf(match: MatchRecord, payload: ScoreOrForfeit): Outcome {
  const needsWinner = !isDrawAllowed(match.stage);
  if ('forfeit' in payload) {
    const { kind, loserTeamId = null } = payload.forfeit;
    if (kind === 'mutual') {
      if (loserTeamId !== null) throw resultErrors.mutualHasNoLoser();
      if (needsWinner) throw resultErrors.needsWinner();
      return { roundsA: null, roundsB: null, forfeitKind: 'mutual', forfeitLoserTeamId: null };
    }
    if (loserTeamId === null) throw resultErrors.forfeitLoserRequired();
    if (loserTeamId !== match.teamAId && loserTeamId !== match.teamBId)
      throw resultErrors.forfeitLoserInvalid();
    return { roundsA: null, roundsB: null, forfeitKind: kind, forfeitLoserTeamId: loserTeamId };
  }
  const rule = scoreProblem(match.stage, payload.teamA, payload.teamB);
  if (rule) throw resultErrors.scoreBreaksRule(rule);
  return { roundsA: payload.teamA, roundsB: payload.teamB, forfeitKind: null, forfeitLoserTeamId: null };
}

export const NO_OUTCOME: Outcome = {
  roundsA: null,
  roundsB: null,
  forfeitKind: null,
  forfeitLoserTeamId: null,
};

/** The outcome as the match's history keeps it (the match page reads these keys). */
export function outcomeDetails(outcome: Outcome): Record<string, unknown> {
  if (outcome.forfeitKind)
    return { forfeit: { kind: outcome.forfeitKind, loserTeamId: outcome.forfeitLoserTeamId } };
  if (outcome.roundsA === null) return {};
  return { teamA: outcome.roundsA, teamB: outcome.roundsB };
}

/**
 * The match's playedAt with this outcome written at `now` (undefined: left as it is): the first played
 * result (rounds) sets it, and later ones (a correction, a forfeit instead, a void) keep it.
 */
export function playedAtWith(outcome: Outcome, now: Date): ReturnType<typeof playedAtFirstSetAt> | undefined {
  if (outcome.roundsA === null) return undefined;
  return playedAtFirstSetAt(now);
}
