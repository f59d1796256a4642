import type { Team } from '@domain/api';
import { isTransferWindowOpen, locksRosters, takesTransferWindow } from '@domain/roster-change-rules';
import { useTranslate } from 'ra-core';
import { useIsRegistered } from '@/resources/seasons/useIsRegistered';
import { useLeagueSeasons } from '@/resources/seasons/useLeagueSeasons';

/**
 * What a player leaving or being removed would also bring about, known before it is confirmed: while the
 * team's current season locks the roster the move becomes a request a league admin approves; in the
 * season's transfer window it applies at once, and may leave the team below the league's minimum.
 */
export function useRosterMoveWarnings(team: Team): { leave: string[]; removal: string[] } {
  const translate = useTranslate();
  const { current: season } = useLeagueSeasons();
  const { registered } = useIsRegistered(season, team);
  if (!season || !registered) return { leave: [], removal: [] };
  const now = new Date();
  if (locksRosters(season, now)) {
    return {
      leave: [translate('resources.teams.leave.locked', { season: season.name })],
      removal: [translate('resources.teams.moves.removeLocked', { season: season.name })],
    };
  }
  const inWindow =
    takesTransferWindow(season.status) && isTransferWindowOpen(season.transferWindowEndsAt, now);
  const left = team.players.length - 1;
  if (!inWindow || left >= team.league.minPlayers) return { leave: [], removal: [] };
  const short = translate('resources.teams.moves.belowMinimum', {
    team: team.name,
    players: left,
    minimum: team.league.minPlayers,
  });
  return { leave: [short], removal: [short] };
}
