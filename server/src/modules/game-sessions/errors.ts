import { translate } from '@domain/i18n';
import { type HttpError, httpError } from '@server/http/http-error';
import type { CommandResult } from './commands';

// The failures of the game-session API, each with its status, text and machine-readable code.

export const sessionErrors = {
  sessionNotFound: () =>
    httpError(404, translate('resources.sessions.gameServer.sessionNotFound'), { code: 'SESSION_NOT_FOUND' }),
  offline: () =>
    httpError(404, translate('resources.sessions.gameServer.offline'), { code: 'GAME_SERVER_OFFLINE' }),
  noAnswer: () =>
    httpError(504, translate('resources.sessions.gameServer.noAnswer'), { code: 'GAME_SERVER_TIMEOUT' }),
  noFreeServer: () =>
    httpError(409, translate('app.match.matchServer.noGameServer'), { code: 'NO_GAME_SERVER' }),
  matchSessionOpen: () =>
    httpError(409, translate('app.match.matchServer.sessionOpen'), { code: 'MATCH_SESSION_OPEN' }),
};

/** The HTTP error for a command that did not succeed. */
export function commandError(result: Exclude<CommandResult, { outcome: 'ok' }>): HttpError {
  if (result.outcome === 'offline') return sessionErrors.offline();
  if (result.outcome === 'timeout') return sessionErrors.noAnswer();
  return httpError(409, translate(`resources.sessions.gameServer.refused.${result.error}`), {
    code: `GAME_SERVER_${result.error.toUpperCase()}`,
  });
}
