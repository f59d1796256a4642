import { NEW_TEAM_LEAGUE_ID, NEW_TEAM_STATUS } from '../../../../domain/constants';
import { messages } from '../../../../domain/messages';
import type { TeamForm } from '../../../../domain/teams';
import { useApiAction } from '../../../api/useApiAction';
import { isHttpError } from '../../../dataProvider/fetchJson';
import { useTeamsApi } from '../useTeamsApi';

/** SPEC section 8's text, followed by the server's reason when it refused the team (409, 400). */
export function createFailureText(error: unknown): string {
  const text = messages.team.createFailed;
  if (isHttpError(error) && error.status < 500 && error.status !== 401 && error.message) {
    return `${text} ${error.message}`;
  }
  return text;
}

/** POST /teams with the team-create payload (SPEC section 3): status 'active' and leagueId 1. */
export function useCreateTeam() {
  const api = useTeamsApi();
  return useApiAction(
    (form: TeamForm) =>
      api.createTeam({
        name: form.name.trim(),
        code: form.code.trim(),
        website: form.website.trim() || null,
        logo: form.logo,
        status: NEW_TEAM_STATUS,
        leagueId: NEW_TEAM_LEAGUE_ID,
      }),
    { success: (form) => messages.teamForm.created(form.name.trim()), silentFailure: true },
  );
}
