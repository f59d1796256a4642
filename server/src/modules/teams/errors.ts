import { translate } from '@domain/i18n';
import { httpError } from '@server/http/http-error';

// The failures of the team rules, each with its status, text and machine-readable code.

export const teamErrors = {
  teamNotFound: () => httpError(404, translate('app.team.notFound'), { code: 'TEAM_NOT_FOUND' }),
  playerNotFound: () =>
    httpError(404, translate('resources.teams.team.playerNotFound'), { code: 'PLAYER_NOT_FOUND' }),
  invitationNotFound: () =>
    httpError(404, translate('resources.teams.team.invitationNotFound'), { code: 'INVITATION_NOT_FOUND' }),
  notCaptain: () => httpError(403, translate('resources.teams.team.notCaptain'), { code: 'NOT_CAPTAIN' }),
  notCaptainOrCoCaptain: () =>
    httpError(403, translate('resources.teams.team.notCaptainOrCoCaptain'), {
      code: 'NOT_CAPTAIN_OR_CO_CAPTAIN',
    }),
  forbidden: () => httpError(403, translate('app.errors.api.forbidden'), { code: 'FORBIDDEN' }),
  leagueNotFound: () =>
    httpError(400, translate('resources.teams.team.leagueNotFound'), {
      code: 'LEAGUE_NOT_FOUND',
      errors: { leagueId: translate('resources.teams.team.leagueNotFound') },
    }),
  nameTaken: () =>
    httpError(409, translate('resources.teams.team.nameTaken'), {
      code: 'NAME_TAKEN',
      errors: { name: translate('resources.teams.team.nameTaken') },
    }),
  codeTaken: () =>
    httpError(409, translate('resources.teams.team.codeTaken'), {
      code: 'CODE_TAKEN',
      errors: { code: translate('resources.teams.team.codeTaken') },
    }),
  alreadyInTeam: () =>
    httpError(409, translate('resources.teams.team.alreadyInTeam'), { code: 'ALREADY_IN_TEAM' }),
  playerAlreadyInTeam: () =>
    httpError(409, translate('resources.teams.team.playerAlreadyInTeam'), { code: 'PLAYER_ALREADY_IN_TEAM' }),
  rosterFull: (max: number) =>
    httpError(409, translate('resources.teams.team.rosterFull', { max }), { code: 'ROSTER_FULL' }),
  notApproved: () =>
    httpError(409, translate('resources.teams.team.notApproved'), { code: 'TEAM_NOT_APPROVED' }),
  captainMustHandOver: () =>
    httpError(409, translate('resources.teams.team.captainMustHandOver'), { code: 'CAPTAIN_MUST_HAND_OVER' }),
  cannotRemoveSelf: () =>
    httpError(409, translate('resources.teams.team.cannotRemoveSelf'), { code: 'CANNOT_REMOVE_SELF' }),
  alreadyPending: () =>
    httpError(409, translate('resources.teams.team.alreadyPending'), { code: 'ALREADY_PENDING' }),
  invitationNotPending: () =>
    httpError(409, translate('resources.teams.team.invitationNotPending'), {
      code: 'INVITATION_NOT_PENDING',
    }),
  alreadyDecided: () =>
    httpError(409, translate('resources.teams.team.alreadyDecided'), { code: 'ALREADY_DECIDED' }),
  disbanded: () => httpError(409, translate('resources.teams.team.disbanded'), { code: 'TEAM_DISBANDED' }),
};
