import { MATCH_STAGES, MATCH_STATUSES } from '@domain/matches';
import { listQuerySchema } from '@server/http/list-params';
import { idSchema } from '@server/http/params';
import { z } from 'zod';

export { matchSchema } from '@domain/matches';

export const matchListQuery = listQuerySchema(
  ['scheduledAt', 'week', 'status', 'divisionId', 'id'],
  z.object({
    seasonId: idSchema.optional(),
    divisionId: idSchema.optional(),
    /** Matches of this team, as teamA or teamB. */
    teamId: idSchema.optional(),
    status: z.enum(MATCH_STATUSES).optional(),
    stage: z.enum(MATCH_STAGES).optional(),
  }),
);
