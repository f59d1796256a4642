import type { Team } from '@domain/api';
import { NEW_TEAM_LEAGUE_ID, NEW_TEAM_STATUS } from '@domain/constants';
import type { TeamCreatePayload, TeamFormValues } from '@domain/teams';
import { useCreate, useNotify } from 'ra-core';
import { isHttpError } from '@/dataProvider/fetchJson';
import { TEAMS, useRefreshTeamData } from '../queries';

/** The failure text (`failed`), followed by the server's reason when it refused the team (409, 400). */
export function createFailureText(error: unknown, text: string): string {
  if (isHttpError(error) && error.status < 500 && error.status !== 401 && error.message) {
    return `${text} ${error.message}`;
  }
  return text;
}

/** The team-create payload of the checked form: status 'active' and leagueId 1. */
function newTeam(values: TeamFormValues): TeamCreatePayload {
  return { ...values, status: NEW_TEAM_STATUS, leagueId: NEW_TEAM_LEAGUE_ID };
}

/** POST /teams through the `teams` resource; settles when the answer is in. The dialog shows a failure itself. */
export function useCreateTeam() {
  const [create, state] = useCreate<TeamCreatePayload, Error, Team>();
  const notify = useNotify();
  const refresh = useRefreshTeamData();
  const createTeam = (values: TeamFormValues, onSuccess: () => void) =>
    create(
      TEAMS,
      { data: newTeam(values) },
      {
        returnPromise: true,
        onSuccess: () => {
          notify('resources.teams.notifications.created', {
            type: 'success',
            messageArgs: { team: values.name },
          });
          void refresh();
          onSuccess();
        },
      },
    );
  return { createTeam, error: state.error, isPending: state.isPending, reset: state.reset };
}
