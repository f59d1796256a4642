import { translate } from '@domain/i18n';
import { httpError } from '@server/http/http-error';

export const playoffErrors = {
  laterMatchPlayed: (teams: string) =>
    httpError(409, translate('resources.matches.laterPlayoffMatchPlayed', { teams }), {
      code: 'LATER_PLAYOFF_MATCH_PLAYED',
    }),
};
