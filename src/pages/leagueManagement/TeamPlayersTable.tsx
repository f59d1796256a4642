import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TeamPlayer } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { PlayerBadges } from '../../resources/teams/myTeam/PlayerBadges';

const t = messages.leagueManagement;

/** A team's players for the admins: display name, email and captain or co-captain. */
export function TeamPlayersTable({ players }: { players: TeamPlayer[] }) {
  if (players.length === 0) return <Typography color="text.secondary">{t.noPlayers}</Typography>;
  return (
    <Table size="small" aria-label={t.players}>
      <TableHead>
        <TableRow>
          <TableCell>{t.displayName}</TableCell>
          <TableCell>{t.email}</TableCell>
          <TableCell>{t.role}</TableCell>
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
