import type { Match } from '@domain/matches';
import { useTranslate } from 'ra-core';
import { text } from './resourceName';

/** How the admin screens name a match ("Red Devils vs Blue Ballers") and read its result. */
export function useMatchTexts() {
  const translate = useTranslate();
  const versus = (match: Pick<Match, 'teamA' | 'teamB'>) =>
    translate(text('versus'), { teamA: match.teamA.name, teamB: match.teamB.name });
  const result = (match: Pick<Match, 'teamA' | 'teamB' | 'result' | 'forfeit'>) => {
    if (match.forfeit) {
      if (match.forfeit.loserTeamId === null) return translate(text('result.mutualForfeit'));
      const loser = match.forfeit.loserTeamId === match.teamA.id ? match.teamA : match.teamB;
      return translate(text('result.forfeitBy'), {
        kind: translate(text(`result.forfeitKind.${match.forfeit.kind}`)),
        team: loser.name,
      });
    }
    if (match.result) return translate(text('result.score'), match.result);
    return translate(text('result.noResult'));
  };
  return { versus, result };
}
