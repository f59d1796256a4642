import { translate } from '@domain/i18n';
import { httpError } from '@server/http/http-error';

// The failures of roster change requests, each with its status, text and machine-readable code.

export const rosterChangeErrors = {
  notFound: () =>
    httpError(404, translate('resources.admin/roster-changes.notFound'), { code: 'ROSTER_CHANGE_NOT_FOUND' }),
  notPending: () =>
    httpError(409, translate('resources.admin/roster-changes.notPending'), {
      code: 'ROSTER_CHANGE_NOT_PENDING',
    }),
  alreadyPending: () =>
    httpError(409, translate('resources.admin/roster-changes.alreadyPending'), {
      code: 'ROSTER_CHANGE_PENDING',
    }),
  noLongerMember: (player: string, team: string) =>
    httpError(409, translate('resources.admin/roster-changes.noLongerMember', { player, team }), {
      code: 'ROSTER_CHANGE_NOT_MEMBER',
    }),
  captainLeaving: (player: string) =>
    httpError(409, translate('resources.admin/roster-changes.captainLeaving', { player }), {
      code: 'CAPTAIN_MUST_HAND_OVER',
    }),
  lastMember: (player: string, team: string) =>
    httpError(409, translate('resources.admin/roster-changes.lastMember', { player, team }), {
      code: 'ROSTER_CHANGE_LAST_MEMBER',
    }),
  invitationClosed: () =>
    httpError(409, translate('resources.admin/roster-changes.invitationClosed'), {
      code: 'INVITATION_NOT_PENDING',
    }),
};
