import type { Team } from '@domain/api';
import type { TeamDenial } from '@domain/teams';
import { useNotify } from 'ra-core';
import { useGuardedMutation } from '@/components/useGuardedMutation';
import { useAppDataProvider } from '@/dataProvider';
import { useRefreshTeamData } from '../useRefreshTeamData';
import { text } from './resourceName';

type Decision = { team: Team; status: 'Approved' } | { team: Team; status: 'Denied'; denial: TeamDenial };

/** Approve or deny a Pending team (custom methods approveTeam, denyTeam), then refresh every team view. */
export function useTeamDecision(onDone: () => void) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefreshTeamData();
  const mutation = useGuardedMutation({
    mutationFn: (decision: Decision) =>
      decision.status === 'Approved'
        ? dataProvider.approveTeam(decision.team.id)
        : dataProvider.denyTeam(decision.team.id, decision.denial),
    onSuccess: (_team, { team, status }) => {
      const said = status === 'Approved' ? 'approved' : 'denied';
      notify(text(`notifications.${said}`), { type: 'success', messageArgs: { name: team.name } });
      onDone();
    },
    // The server's reason when it gave one (e.g. already decided), else the catalogue's.
    onError: (error) =>
      notify(error instanceof Error && error.message ? error.message : text('notifications.decisionFailed'), {
        type: 'error',
      }),
    onSettled: refresh,
  });
  return {
    approve: (team: Team) => mutation.mutate({ team, status: 'Approved' }),
    deny: (team: Team, denial: TeamDenial) => mutation.mutate({ team, status: 'Denied', denial }),
    isPending: mutation.isPending,
  };
}
