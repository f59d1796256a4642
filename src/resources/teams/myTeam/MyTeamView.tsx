import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Team } from '../../../../domain/api';
import { messages } from '../../../../domain/messages';
import { LeaveTeamButton } from './LeaveTeamButton';
import { Roster } from './Roster';
import { TeamHeader } from './TeamHeader';
import { TeamInvitationsPanel } from './TeamInvitationsPanel';
import { useTeamActions } from './useTeamActions';

/** The player's team: header, roster, the captain's tools and Leave team. */
export function MyTeamView({ team, meId }: { team: Team; meId: number }) {
  const actions = useTeamActions(team.id);
  const me = team.players.find((player) => player.userId === meId);
  const isCaptain = me?.isCaptain ?? false;
  const leads = isCaptain || (me?.isCoCaptain ?? false);
  return (
    <Stack spacing={2}>
      <TeamHeader team={team} />
      <div>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {messages.myTeam.roster}
        </Typography>
        <Roster players={team.players} meId={meId} isCaptain={isCaptain} actions={actions} />
      </div>
      {leads ? (
        <>
          <Divider />
          <TeamInvitationsPanel teamId={team.id} actions={actions} />
        </>
      ) : null}
      <Divider />
      <div>
        <LeaveTeamButton
          teamName={team.name}
          mustHandOver={isCaptain && team.players.length > 1}
          actions={actions}
        />
      </div>
    </Stack>
  );
}
