import type { TeamPlayer } from '@domain/api';
import { messages } from '@domain/messages';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import type { TeamActions } from './useTeamActions';

const t = messages.myTeam;

/** The captain's actions on another player: co-captaincy, captaincy, removal (with confirmation). */
export function PlayerMenu({ player, actions }: { player: TeamPlayer; actions: TeamActions }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const name = player.user.displayName;
  const close = () => setAnchor(null);
  const update = (change: { isCoCaptain: boolean } | { isCaptain: true }) => {
    close();
    actions.updatePlayer.mutate({ player, change });
  };

  return (
    <>
      <IconButton aria-label={t.playerActions(name)} onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem onClick={() => update({ isCoCaptain: !player.isCoCaptain })}>
          {player.isCoCaptain ? t.removeCoCaptain : t.makeCoCaptain}
        </MenuItem>
        <MenuItem onClick={() => update({ isCaptain: true })}>{t.makeCaptain}</MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setConfirming(true);
          }}
          sx={{ color: 'error.main' }}
        >
          {t.removePlayer}
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title={t.removeTitle}
        text={t.removeText(name)}
        onClose={() => setConfirming(false)}
        onConfirm={() => actions.removePlayer.mutate(player)}
      />
    </>
  );
}
