import type { Match } from '@domain/matches';
import { useTranslate } from 'ra-core';
import { outcomeText } from '@/components/matchOutcome';
import { text } from './resourceName';

/** How the admin screens name a match ("Red Devils vs Blue Ballers") and read its result, as the match page does. */
export function useMatchTexts() {
  const translate = useTranslate();
  const versus = (match: Pick<Match, 'teamA' | 'teamB'>) =>
    translate(text('versus'), { teamA: match.teamA.name, teamB: match.teamB.name });
  const result = (match: Pick<Match, 'teamA' | 'teamB' | 'result' | 'forfeit'>) =>
    outcomeText(translate, match, match) ?? translate('app.match.result.none');
  return { versus, result };
}
