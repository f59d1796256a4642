import type { Team } from '@domain/api';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { useParams } from 'react-router-dom';
import { useSession } from '@/authProvider/AuthServices';
import { LoadState } from '@/components/LoadState';
import { Page } from '@/components/Page';
import { Roster } from '@/resources/teams/myTeam/Roster';
import { useTeamActions } from '@/resources/teams/myTeam/useTeamActions';
import { useTeam } from '@/resources/teams/queries';
import { TeamManagement } from './TeamManagement';
import { TeamPerformance } from './TeamPerformance';
import { TeamProfile } from './TeamProfile';
import { TeamRosterChanges } from './TeamRosterChanges';
import { TeamSeason } from './TeamSeason';
import { TeamSection } from './TeamSection';
import { useRosterMoveWarnings } from './useRosterMoveWarnings';

/** The team's sections; its members also get the management (roster menu, invitations, Leave Team). */
function TeamSections({ team, meId }: { team: Team; meId: number | null }) {
  const translate = useTranslate();
  const actions = useTeamActions(team);
  const me = team.players.find((player) => player.userId === meId);
  const isCaptain = me?.isCaptain ?? false;
  const moveWarnings = useRosterMoveWarnings(team);
  return (
    <Stack spacing={3}>
      <TeamSection title={translate('app.team.sections.details')}>
        <TeamProfile team={team} />
      </TeamSection>
      <TeamSection title={translate('app.team.sections.roster')}>
        <Roster
          players={team.players}
          meId={meId ?? 0}
          isCaptain={isCaptain}
          actions={actions}
          removalWarnings={moveWarnings.removal}
        />
      </TeamSection>
      <TeamRosterChanges
        teamId={team.id}
        meId={meId}
        member={me !== undefined}
        leads={isCaptain || (me?.isCoCaptain ?? false)}
      />
      <TeamSeason team={team} />
      <TeamPerformance teamId={team.id} />
      {me ? (
        <TeamSection title={translate('app.team.sections.management')}>
          <TeamManagement
            team={team}
            meId={me.userId}
            leads={isCaptain || me.isCoCaptain}
            actions={actions}
            leaveWarnings={moveWarnings.leave}
          />
        </TeamSection>
      ) : null}
    </Stack>
  );
}

/** The server's own text, else `fallback`. */
function loadErrorText(error: Error | null, fallback: string): string | null {
  if (!error) return null;
  return error.message || fallback;
}

/** /teams/{id}: one team as the signed-in user may see it (GET /teams/{id}). */
export default function TeamPage() {
  const translate = useTranslate();
  const teamId = Number(useParams().id);
  const valid = Number.isInteger(teamId) && teamId > 0;
  const team = useTeam(teamId);
  const { user } = useSession();
  return (
    <Page title={team.data?.name ?? translate('app.team.title')}>
      <LoadState
        loading={valid && team.isPending}
        error={
          valid ? loadErrorText(team.error, translate('app.team.loadFailed')) : translate('app.team.notFound')
        }
      >
        {team.data ? <TeamSections team={team.data} meId={user?.id ?? null} /> : null}
      </LoadState>
    </Page>
  );
}
