import type { TeamPlayer } from '@domain/api';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import type { TeamActions } from '@/resources/teams/queries';

/** The captain's actions on another player: co-captaincy, captaincy, removal (with confirmation). */
export function PlayerMenu({
  player,
  actions,
  removalWarnings,
}: {
  player: TeamPlayer;
  actions: TeamActions;
  /** What a removal would also bring about (a roster lock, a short roster), shown before confirming. */
  removalWarnings?: string[];
}) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const text = (key: string) =>
    translate(`resources.teams.roster.${key}`, { player: player.user.displayName });
  const close = () => setAnchor(null);
  const update = (change: { isCoCaptain: boolean } | { isCaptain: true }) => {
    close();
    actions.updatePlayer.mutate({ player, change });
  };

  return (
    <>
      <IconButton aria-label={text('playerActions')} onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem onClick={() => update({ isCoCaptain: !player.isCoCaptain })}>
          {text(player.isCoCaptain ? 'removeCoCaptain' : 'makeCoCaptain')}
        </MenuItem>
        <MenuItem onClick={() => update({ isCaptain: true })}>{text('makeCaptain')}</MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setConfirming(true);
          }}
          sx={{ color: 'error.main' }}
        >
          {text('removePlayer')}
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title={text('removeTitle')}
        text={text('removeText')}
        warnings={removalWarnings}
        onClose={() => setConfirming(false)}
        onConfirm={() => actions.removePlayer.mutate(player)}
      />
    </>
  );
}
