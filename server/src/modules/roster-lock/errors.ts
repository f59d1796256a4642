import { messages } from '@domain/messages';
import { httpError } from '@server/http/http-error';

// The failures of roster change requests, each with its status, text and machine-readable code.

const m = messages.rosterChanges;

export const rosterChangeErrors = {
  notFound: () => httpError(404, m.notFound, { code: 'ROSTER_CHANGE_NOT_FOUND' }),
  notPending: () => httpError(409, m.notPending, { code: 'ROSTER_CHANGE_NOT_PENDING' }),
  alreadyPending: () => httpError(409, m.alreadyPending, { code: 'ROSTER_CHANGE_PENDING' }),
  noLongerMember: (player: string, team: string) =>
    httpError(409, m.noLongerMember(player, team), { code: 'ROSTER_CHANGE_NOT_MEMBER' }),
  captainLeaving: (player: string) =>
    httpError(409, m.captainLeaving(player), { code: 'CAPTAIN_MUST_HAND_OVER' }),
  lastMember: (player: string, team: string) =>
    httpError(409, m.lastMember(player, team), { code: 'ROSTER_CHANGE_LAST_MEMBER' }),
  invitationClosed: () => httpError(409, m.invitationClosed, { code: 'INVITATION_NOT_PENDING' }),
};
