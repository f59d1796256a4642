import { messages } from '@domain/messages';
import { httpError } from '@server/http/http-error';

const m = messages.matches;

export const matchErrors = {
  matchNotFound: () => httpError(404, m.matchNotFound, { code: 'MATCH_NOT_FOUND' }),
  notMatchCaptain: () => httpError(403, m.notMatchCaptain, { code: 'NOT_MATCH_CAPTAIN' }),
};
