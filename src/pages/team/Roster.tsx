import type { TeamPlayer } from '@domain/api';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { PlayerLink } from '@/components/ratings/PlayerLink';
import { PlayerBadges } from '@/resources/teams/PlayerBadges';
import type { TeamActions } from '@/resources/teams/queries';
import { PlayerMenu } from './PlayerMenu';

interface RosterProps {
  players: TeamPlayer[];
  /** The signed-in user's id; a captain gets a menu on every other player. */
  meId: number;
  isCaptain: boolean;
  actions: TeamActions;
  /** What removing a player would also bring about, shown in the confirmation. */
  removalWarnings?: string[];
}

/** The team's players with their badges (emails only reach members and team managers). */
export function Roster({ players, meId, isCaptain, actions, removalWarnings }: RosterProps) {
  const translate = useTranslate();
  // A disbanded team has nobody left.
  if (players.length === 0) return <Typography>{translate('resources.teams.roster.empty')}</Typography>;
  return (
    <List dense aria-label={translate('resources.teams.roster.title')}>
      {players.map((player) => (
        <ListItem
          key={player.id}
          secondaryAction={
            isCaptain && player.userId !== meId ? (
              <PlayerMenu player={player} actions={actions} removalWarnings={removalWarnings} />
            ) : null
          }
        >
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <PlayerLink userId={player.userId} name={player.user.displayName} />
                <PlayerBadges player={player} />
              </Stack>
            }
            secondary={player.user.email}
            slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
