import type { Match, MatchForfeit, MatchResult } from '@domain/matches';
import type { TranslateFunction } from 'ra-core';

type Outcome = { result: MatchResult | null; forfeit: MatchForfeit | null };

/** A score ("Red Devils 7 – 5 Blue Sharks") or a forfeit in words, or null when there is neither. */
export function outcomeText(
  translate: TranslateFunction,
  match: Pick<Match, 'teamA' | 'teamB'>,
  outcome: Outcome,
): string | null {
  const { teamA, teamB } = match;
  if (outcome.result) {
    return translate('app.match.result.score', {
      teamA: teamA.name,
      roundsA: outcome.result.teamA,
      roundsB: outcome.result.teamB,
      teamB: teamB.name,
    });
  }
  const { forfeit } = outcome;
  if (!forfeit) return null;
  const loser = [teamA, teamB].find((team) => team.id === forfeit.loserTeamId);
  if (forfeit.kind === 'mutual' || !loser) return translate('app.match.result.mutualForfeit');
  return translate('app.match.result.forfeitBy', {
    kind: translate(`app.match.forfeitKind.${forfeit.kind}`),
    team: loser.name,
  });
}
