import { canManageTeams } from '@domain/permissions';
import type { RosterChange } from '@domain/roster-changes';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { usePrincipal } from '@/authProvider/AuthServices';
import { useMyInvitations } from '@/components/invitations/queries';
import { useAppDataProvider } from '@/dataProvider';
import { text } from '@/resources/roster-changes/resourceName';
import { useRosterChangeText } from '@/resources/roster-changes/useRosterChangeText';
import { TEAMS, useTeamDataAction } from '@/resources/teams/queries';
import { TeamSection } from './TeamSection';

/**
 * GET /teams/{id}/roster-changes, under the teams' key scope so that every team action reads it again.
 * Only the team's members, a player waiting to join it (a join a league admin has to approve) and league
 * admins may read it: it is asked for them only, and for anyone else the section stays away.
 */
function useTeamRosterChanges(teamId: number, member: boolean) {
  const dataProvider = useAppDataProvider();
  const principal = usePrincipal();
  const admin = principal !== null && canManageTeams(principal);
  const mine = useMyInvitations({ enabled: !member && !admin });
  const waiting = [...(mine.data?.sent ?? []), ...(mine.data?.received ?? [])].some(
    (invitation) => invitation.teamId === teamId && invitation.awaitingApproval,
  );
  return useQuery({
    queryKey: [TEAMS, 'getTeamRosterChanges', teamId],
    queryFn: () => dataProvider.getTeamRosterChanges(teamId),
    enabled: member || admin || waiting,
    retry: false,
  });
}

/**
 * The team's roster changes waiting for a league admin (a join, leave or removal while its season locks
 * the roster). The player a change is about, whoever asked for it and the team's leads may cancel it.
 */
export function TeamRosterChanges({
  teamId,
  meId,
  member,
  leads,
}: {
  teamId: number;
  meId: number | null;
  /** Whether the viewer is on the team. */
  member: boolean;
  leads: boolean;
}) {
  const translate = useTranslate();
  const describe = useRosterChangeText();
  const changes = useTeamRosterChanges(teamId, member);
  const cancel = useTeamDataAction((dp, change: RosterChange) => dp.cancelRosterChange(change.id), {
    success: (change) => ({ message: text('notifications.cancelled'), args: { change: describe(change) } }),
  });
  if (!changes.data || changes.data.length === 0) return null;
  const title = translate(text('team.title'));
  return (
    <TeamSection title={title}>
      <List aria-label={title} disablePadding>
        {changes.data.map((change) => (
          <ListItem key={change.id} disableGutters sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            <ListItemText
              primary={describe(change)}
              secondary={translate(text('team.waiting'), { season: change.season.name })}
              sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
            />
            {leads || change.user.id === meId ? (
              <Button size="small" disabled={cancel.isPending} onClick={() => cancel.mutate(change)}>
                {translate(text('action.cancel'))}
              </Button>
            ) : null}
          </ListItem>
        ))}
      </List>
    </TeamSection>
  );
}
