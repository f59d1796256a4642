import type { TeamPlayer } from '@domain/api';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'ra-core';

/** 'Captain' or 'Co-Captain' beside a player's name. */
export function PlayerBadges({ player }: { player: Pick<TeamPlayer, 'isCaptain' | 'isCoCaptain'> }) {
  const translate = useTranslate();
  if (player.isCaptain) {
    return <Chip size="small" color="secondary" label={translate('resources.teams.roster.captain')} />;
  }
  if (player.isCoCaptain) {
    return <Chip size="small" color="info" label={translate('resources.teams.roster.coCaptain')} />;
  }
  return null;
}
