import type { Team } from '@domain/api';
import Stack from '@mui/material/Stack';
import { useRecordContext, useTranslate } from 'ra-core';
import { useSession } from '@/authProvider/AuthServices';
import { useTeamActions } from '@/resources/teams/queries';
import { Roster } from './Roster';
import { TeamManagement } from './TeamManagement';
import { TeamPerformance } from './TeamPerformance';
import { TeamProfile } from './TeamProfile';
import { TeamRosterChanges } from './TeamRosterChanges';
import { TeamSeason } from './TeamSeason';
import { TeamSection } from './TeamSection';
import { useRosterMoveWarnings } from './useRosterMoveWarnings';

/**
 * The team page's sections, for the team of the RecordContext (the teams resource's show); its members also
 * get the management (roster menu, invitations, Leave Team).
 */
export function TeamSections() {
  const team = useRecordContext<Team>();
  const { user } = useSession();
  return team ? <TeamSectionsOf team={team} meId={user?.id ?? null} /> : null;
}

function TeamSectionsOf({ team, meId }: { team: Team; meId: number | null }) {
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
