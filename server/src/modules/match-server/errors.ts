import { messages } from '@domain/messages';
import { httpError } from '@server/http/http-error';

const m = messages.matchServer;

export const matchServerErrors = {
  tooEarly: (opensAt: Date) =>
    httpError(409, m.tooEarly(opensAt.toISOString()), { code: 'MATCH_SERVER_TOO_EARLY' }),
  tooLate: () => httpError(409, m.tooLate, { code: 'MATCH_SERVER_TOO_LATE' }),
  machineStarting: () => httpError(409, m.machineStarting, { code: 'MATCH_MACHINE_STARTING' }),
};
