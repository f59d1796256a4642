import type { MatchRatingChanges as Changes, RatingChange } from '@domain/ratings';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate } from 'ra-core';
import { PlayerLink } from '@/components/ratings/PlayerLink';
import { TeamNameLink } from '@/resources/teams/TeamNameLink';

function ChangeText({ change }: { change: RatingChange }) {
  const translate = useTranslate();
  return (
    <>
      {translate('app.ratings.change', {
        before: change.before.ordinal.toFixed(1),
        after: change.after.ordinal.toFixed(1),
      })}
    </>
  );
}

/** Each team's and player's rating before -> after this match (ordinals), team by team. */
export function MatchRatingChanges({ changes }: { changes: Changes }) {
  const translate = useTranslate();
  return (
    <List dense aria-label={translate('app.ratings.changesTitle')}>
      {changes.teams.map((teamChange) => (
        <ListItem key={`team-${teamChange.team.id}`} disableGutters sx={{ display: 'block' }}>
          <ListItemText
            primary={<TeamNameLink team={teamChange.team} />}
            secondary={<ChangeText change={teamChange} />}
          />
          <List dense disablePadding sx={{ pl: 2 }}>
            {changes.players
              .filter((playerChange) => playerChange.teamId === teamChange.team.id)
              .map((playerChange) => (
                <ListItem key={`player-${playerChange.player.id}`} disableGutters>
                  <ListItemText
                    primary={
                      <PlayerLink userId={playerChange.player.id} name={playerChange.player.displayName} />
                    }
                    secondary={<ChangeText change={playerChange} />}
                  />
                </ListItem>
              ))}
          </List>
        </ListItem>
      ))}
    </List>
  );
}
