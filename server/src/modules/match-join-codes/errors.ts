import { messages } from '@domain/messages';
import { httpError } from '@server/http/http-error';

// The refusals of POST /matches/{id}/join-code, each with its status, text and machine-readable code.

const m = messages.matchJoinCodes;

export const joinCodeErrors = {
  notOnRoster: () => httpError(403, m.notOnRoster, { code: 'NOT_ON_MATCH_ROSTER' }),
  noOpenSession: () => httpError(409, m.noOpenSession, { code: 'MATCH_SESSION_NOT_OPEN' }),
  matchOver: () => httpError(409, m.matchOver, { code: 'MATCH_OVER' }),
};
