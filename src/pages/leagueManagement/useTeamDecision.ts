import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useUpdate } from 'ra-core';
import type { Team } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { TEAM_DATA_SCOPE } from '../../api/queryKeys';

export const LEAGUE_MANAGEMENT_RESOURCE = 'league-management';

type Decision = 'Approved' | 'Denied';

/** PUT /admin/teams/{id} with the team's fields and the decision (SPEC section 7), then refresh. */
export function useTeamDecision(onDone: () => void) {
  const [update, { isPending }] = useUpdate<Team>();
  const notify = useNotify();
  const queryClient = useQueryClient();

  const decide = (team: Team, status: Decision) =>
    update(
      LEAGUE_MANAGEMENT_RESOURCE,
      {
        id: team.id,
        data: { name: team.name, code: team.code, website: team.website, status },
        previousData: team,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          const said =
            status === 'Approved' ? messages.leagueManagement.approved : messages.leagueManagement.denied;
          notify(said(team.name), { type: 'success' });
          void queryClient.invalidateQueries({ queryKey: [LEAGUE_MANAGEMENT_RESOURCE] });
          void queryClient.invalidateQueries({ queryKey: [TEAM_DATA_SCOPE] });
          onDone();
        },
        onError: (error) =>
          notify(
            error instanceof Error && error.message
              ? error.message
              : messages.leagueManagement.decisionFailed,
            {
              type: 'error',
            },
          ),
      },
    );

  return { decide, isPending };
}
