import type { TeamPlayer } from '@domain/api';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { PlayerBadges } from '../PlayerBadges';

import { text } from './resourceName';

/** A team's players for the admins: display name, email and captain or co-captain. */
export function TeamPlayersTable({ players }: { players: TeamPlayer[] }) {
  const translate = useTranslate();
  if (players.length === 0)
    return <Typography color="text.secondary">{translate(text('players.empty'))}</Typography>;
  return (
    <Table size="small" aria-label={translate(text('players.title'))}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(text('players.displayName'))}</TableCell>
          <TableCell>{translate(text('players.email'))}</TableCell>
          <TableCell>{translate(text('players.role'))}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {players.map((player) => (
          <TableRow key={player.id}>
            <TableCell>{player.user.displayName}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{player.user.email}</TableCell>
            <TableCell>
              <PlayerBadges player={player} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
