import { translate } from '@domain/i18n';
import { httpError } from '@server/http/http-error';

export const matchErrors = {
  matchNotFound: () => httpError(404, translate('app.match.notFound'), { code: 'MATCH_NOT_FOUND' }),
  notMatchCaptain: () =>
    httpError(403, translate('resources.matches.notMatchCaptain'), { code: 'NOT_MATCH_CAPTAIN' }),
};
