import type { Team } from '@domain/api';
import { messages } from '@domain/messages';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router-dom';
import { useSession } from '@/authProvider/AuthServices';
import { LoadState } from '@/components/LoadState';
import { Page } from '@/components/Page';
import { Roster } from '@/resources/teams/myTeam/Roster';
import { useTeamActions } from '@/resources/teams/myTeam/useTeamActions';
import { useTeam } from '@/resources/teams/queries';
import { TeamManagement } from './TeamManagement';
import { TeamProfile } from './TeamProfile';
import { TeamSection } from './TeamSection';

const t = messages.teamPage;

/** The team's sections; its members also get the management (roster menu, invitations, Leave Team). */
function TeamSections({ team, meId }: { team: Team; meId: number | null }) {
  const actions = useTeamActions(team);
  const me = team.players.find((player) => player.userId === meId);
  const isCaptain = me?.isCaptain ?? false;
  return (
    <Stack spacing={3}>
      <TeamSection title={t.details}>
        <TeamProfile team={team} />
      </TeamSection>
      <TeamSection title={messages.myTeam.roster}>
        <Roster players={team.players} meId={meId ?? 0} isCaptain={isCaptain} actions={actions} />
      </TeamSection>
      {me ? (
        <TeamSection title={t.management}>
          <TeamManagement
            team={team}
            meId={me.userId}
            leads={isCaptain || me.isCoCaptain}
            actions={actions}
          />
        </TeamSection>
      ) : null}
    </Stack>
  );
}

function loadErrorText(error: Error | null): string | null {
  if (!error) return null;
  return error.message || t.loadFailed;
}

/** /teams/{id}: one team as the signed-in user may see it (GET /teams/{id}). */
export default function TeamPage() {
  const teamId = Number(useParams().id);
  const valid = Number.isInteger(teamId) && teamId > 0;
  const team = useTeam(teamId);
  const { user } = useSession();
  return (
    <Page title={team.data?.name ?? t.title}>
      <LoadState
        loading={valid && team.isPending}
        error={valid ? loadErrorText(team.error) : messages.team.teamNotFound}
      >
        {team.data ? <TeamSections team={team.data} meId={user?.id ?? null} /> : null}
      </LoadState>
    </Page>
  );
}
