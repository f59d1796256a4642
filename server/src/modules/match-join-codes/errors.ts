import { translate } from '@domain/i18n';
import { httpError } from '@server/http/http-error';

// The refusals of POST /matches/{id}/join-code, each with its status, text and machine-readable code.

export const joinCodeErrors = {
  notOnRoster: () =>
    httpError(403, translate('app.match.matchJoinCodes.notOnRoster'), { code: 'NOT_ON_MATCH_ROSTER' }),
  noOpenSession: () =>
    httpError(409, translate('app.match.matchJoinCodes.noOpenSession'), { code: 'MATCH_SESSION_NOT_OPEN' }),
  matchOver: () => httpError(409, translate('app.match.matchJoinCodes.matchOver'), { code: 'MATCH_OVER' }),
};
