import { messages } from '@domain/messages';
import { httpError } from '@server/http/http-error';

// The failures of the team rules, each with its status, text and machine-readable code.

const m = messages.team;

export const teamErrors = {
  teamNotFound: () => httpError(404, m.teamNotFound, { code: 'TEAM_NOT_FOUND' }),
  playerNotFound: () => httpError(404, m.playerNotFound, { code: 'PLAYER_NOT_FOUND' }),
  invitationNotFound: () => httpError(404, m.invitationNotFound, { code: 'INVITATION_NOT_FOUND' }),
  notCaptain: () => httpError(403, m.notCaptain, { code: 'NOT_CAPTAIN' }),
  notCaptainOrCoCaptain: () => httpError(403, m.notCaptainOrCoCaptain, { code: 'NOT_CAPTAIN_OR_CO_CAPTAIN' }),
  forbidden: () => httpError(403, messages.api.forbidden, { code: 'FORBIDDEN' }),
  leagueNotFound: () =>
    httpError(400, m.leagueNotFound, { code: 'LEAGUE_NOT_FOUND', errors: { leagueId: m.leagueNotFound } }),
  nameTaken: () => httpError(409, m.nameTaken, { code: 'NAME_TAKEN', errors: { name: m.nameTaken } }),
  codeTaken: () => httpError(409, m.codeTaken, { code: 'CODE_TAKEN', errors: { code: m.codeTaken } }),
  alreadyInTeam: () => httpError(409, m.alreadyInTeam, { code: 'ALREADY_IN_TEAM' }),
  playerAlreadyInTeam: () => httpError(409, m.playerAlreadyInTeam, { code: 'PLAYER_ALREADY_IN_TEAM' }),
  rosterFull: (max: number) => httpError(409, m.rosterFull(max), { code: 'ROSTER_FULL' }),
  notApproved: () => httpError(409, m.notApproved, { code: 'TEAM_NOT_APPROVED' }),
  captainMustHandOver: () => httpError(409, m.captainMustHandOver, { code: 'CAPTAIN_MUST_HAND_OVER' }),
  cannotRemoveSelf: () => httpError(409, m.cannotRemoveSelf, { code: 'CANNOT_REMOVE_SELF' }),
  alreadyPending: () => httpError(409, m.alreadyPending, { code: 'ALREADY_PENDING' }),
  invitationNotPending: () => httpError(409, m.invitationNotPending, { code: 'INVITATION_NOT_PENDING' }),
  alreadyDecided: () => httpError(409, m.alreadyDecided, { code: 'ALREADY_DECIDED' }),
  disbanded: () => httpError(409, m.disbanded, { code: 'TEAM_DISBANDED' }),
};
