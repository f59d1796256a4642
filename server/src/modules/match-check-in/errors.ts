import type { CheckInWindow } from '@domain/match-check-in';
import { messages } from '@domain/messages';
import type { SeasonStatus } from '@domain/seasons';
import { httpError } from '@server/http/http-error';

// The failures of a check-in, each with its status, text and machine-readable code.

const m = messages.checkIn;

export const checkInErrors = {
  notCaptain: () => httpError(403, m.notCaptain, { code: 'NOT_MATCH_CAPTAIN' }),
  outsideWindow: ({ opensAt, closesAt }: CheckInWindow) =>
    httpError(400, m.outsideWindow(opensAt.toISOString(), closesAt.toISOString()), {
      code: 'CHECK_IN_NOT_OPEN',
    }),
  seasonNotPlaying: (status: SeasonStatus) =>
    httpError(409, m.seasonNotPlaying(messages.seasons.statuses[status]), {
      code: 'CHECK_IN_SEASON_NOT_PLAYING',
    }),
  matchOver: () => httpError(409, m.matchOver, { code: 'CHECK_IN_MATCH_OVER' }),
};
