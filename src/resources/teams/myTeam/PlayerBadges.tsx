import type { TeamPlayer } from '@domain/api';
import { messages } from '@domain/messages';
import Chip from '@mui/material/Chip';

/** 'Captain' or 'Co-Captain' beside a player's name. */
export function PlayerBadges({ player }: { player: Pick<TeamPlayer, 'isCaptain' | 'isCoCaptain'> }) {
  if (player.isCaptain) return <Chip size="small" color="secondary" label={messages.myTeam.captain} />;
  if (player.isCoCaptain) return <Chip size="small" color="info" label={messages.myTeam.coCaptain} />;
  return null;
}
