import { ROSTER_CHANGE_STATUSES, rosterChangeSchema } from '@domain/roster-changes';
import { listQuerySchema } from '@server/http/list-params';
import { idSchema } from '@server/http/params';
import { z } from 'zod';

export { rosterChangeSchema };

/** GET /admin/roster-changes: simple-REST sort, range and filter (status, season, team, player). */
export const rosterChangeListQuery = listQuerySchema(
  ['createdAt', 'status', 'kind', 'id'],
  z.object({
    status: z.enum(ROSTER_CHANGE_STATUSES).optional(),
    seasonId: idSchema.optional(),
    teamId: idSchema.optional(),
    userId: idSchema.optional(),
  }),
);
