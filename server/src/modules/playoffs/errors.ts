import { messages } from '@domain/messages';
import { httpError } from '@server/http/http-error';

export const playoffErrors = {
  laterMatchPlayed: (teams: string) =>
    httpError(409, messages.matches.laterPlayoffMatchPlayed(teams), { code: 'LATER_PLAYOFF_MATCH_PLAYED' }),
};
