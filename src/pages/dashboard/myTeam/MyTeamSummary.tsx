import type { Team } from '@domain/api';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTeamInvitations } from '@/components/invitations/queries';
import { PlayerLink } from '@/components/ratings/PlayerLink';
import { teamPath } from '@/resources/teams/teamPath';
import { TeamHeader } from './TeamHeader';

/** How many join requests and invites wait on the team: its captain and co-captains see them. */
function PendingCounts({ teamId }: { teamId: number }) {
  const translate = useTranslate();
  const invitations = useTeamInvitations(teamId);
  if (!invitations.data) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        variant="outlined"
        label={translate('resources.teams.myTeam.joinRequests', {
          smart_count: invitations.data.requests.length,
        })}
      />
      <Chip
        size="small"
        variant="outlined"
        label={translate('resources.teams.myTeam.pendingInvites', {
          smart_count: invitations.data.invites.length,
        })}
      />
    </Stack>
  );
}

/**
 * The My Team widget's summary of the player's team: it fits the widget's 300 px height; the
 * roster, the invitations and Leave Team are on the team page it links to.
 */
export function MyTeamSummary({ team, meId }: { team: Team; meId: number }) {
  const translate = useTranslate();
  const me = team.players.find((player) => player.userId === meId);
  const leads = (me?.isCaptain || me?.isCoCaptain) ?? false;
  return (
    <Stack spacing={1.5}>
      <TeamHeader team={team} />
      <Typography
        variant="body2"
        sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        <strong>
          {translate('resources.teams.myTeam.playerCount', { smart_count: team.players.length })}
        </strong>
        {team.players.length > 0 ? ': ' : null}
        {team.players.map((player, index) => (
          <Fragment key={player.userId}>
            {index > 0 ? ', ' : null}
            <PlayerLink userId={player.userId} name={player.user.displayName} />
          </Fragment>
        ))}
      </Typography>
      {leads ? <PendingCounts teamId={team.id} /> : null}
      <div>
        <Button component={RouterLink} to={teamPath(team.id)} variant="contained" color="secondary">
          {translate('resources.teams.myTeam.open')}
        </Button>
      </div>
    </Stack>
  );
}
