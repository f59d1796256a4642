import { translate } from '@domain/i18n';
import { httpError } from '@server/http/http-error';

export const matchServerErrors = {
  tooEarly: (opensAt: Date) =>
    httpError(409, translate('app.match.matchServer.tooEarly', { opensAt: opensAt.toISOString() }), {
      code: 'MATCH_SERVER_TOO_EARLY',
    }),
  tooLate: () =>
    httpError(409, translate('app.match.matchServer.tooLate'), { code: 'MATCH_SERVER_TOO_LATE' }),
  machineStarting: () =>
    httpError(409, translate('app.match.matchServer.machineStarting'), { code: 'MATCH_MACHINE_STARTING' }),
};
