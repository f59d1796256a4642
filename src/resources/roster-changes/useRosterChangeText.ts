import type { RosterChange } from '@domain/roster-changes';
import { useTranslate } from 'ra-core';
import { text } from './resourceName';

/** A change in words: "Ana joining Red Devils". */
export function useRosterChangeText() {
  const translate = useTranslate();
  return (change: Pick<RosterChange, 'kind' | 'user' | 'team'>) =>
    translate(text(`change.${change.kind}`), { player: change.user.displayName, team: change.team.name });
}
