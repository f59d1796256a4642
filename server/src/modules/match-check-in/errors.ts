import { translate } from '@domain/i18n';
import type { CheckInWindow } from '@domain/match-check-in';
import type { SeasonStatus } from '@domain/seasons';
import { httpError } from '@server/http/http-error';

// The failures of a check-in, each with its status, text and machine-readable code.

export const checkInErrors = {
  notCaptain: () => httpError(403, translate('app.match.checkIn.notCaptain'), { code: 'NOT_MATCH_CAPTAIN' }),
  outsideWindow: ({ opensAt, closesAt }: CheckInWindow) =>
    httpError(
      400,
      translate('app.match.checkIn.outsideWindow', {
        opens: opensAt.toISOString(),
        closes: closesAt.toISOString(),
      }),
      {
        code: 'CHECK_IN_NOT_OPEN',
      },
    ),
  seasonNotPlaying: (status: SeasonStatus) =>
    httpError(
      409,
      translate('app.match.checkIn.seasonNotPlaying', {
        status: translate(`app.league.seasonStatus.${status}`),
      }),
      {
        code: 'CHECK_IN_SEASON_NOT_PLAYING',
      },
    ),
  matchOver: () => httpError(409, translate('app.match.checkIn.matchOver'), { code: 'CHECK_IN_MATCH_OVER' }),
};
