import { translate } from '@domain/i18n';
import { MATCH_STAGES, MATCH_STATUSES } from '@domain/matches';
import { listQuerySchema } from '@server/http/list-params';
import { idSchema, MAX_ID } from '@server/http/params';
import { z } from 'zod';

export { matchSchema } from '@domain/matches';

/** The fixtures page's own words for a week filter that is no week. */
const WEEK_INVALID = translate('resources.matches.filters.weekInvalid');

/**
 * GET /matches. The sort `matchday` orders a fixtures page: the matches whose week is under way first, then
 * the ones still to be played (soonest first), then those with a result (most recent first).
 */
export const matchListQuery = listQuerySchema(
  ['scheduledAt', 'week', 'status', 'divisionId', 'id', 'matchday'],
  z.object({
    seasonId: idSchema.optional(),
    divisionId: idSchema.optional(),
    /** Matches of this team, as teamA or teamB. */
    teamId: idSchema.optional(),
    /** The season week the matches are played in (week 1 starts with the season). */
    week: z.coerce
      .number(WEEK_INVALID)
      .int(WEEK_INVALID)
      .min(1, WEEK_INVALID)
      .max(MAX_ID, WEEK_INVALID)
      .optional(),
    status: z.enum(MATCH_STATUSES).optional(),
    stage: z.enum(MATCH_STAGES).optional(),
  }),
);
