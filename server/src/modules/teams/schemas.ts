import { divisionSchema, leagueSchema, TEAM_STATUSES, teamPlayerSchema, teamSchema } from '@domain/teams';
import { listQuerySchema } from '@server/http/list-params';
import { idSchema } from '@server/http/params';
import { z } from 'zod';

export { divisionSchema, leagueSchema, teamPlayerSchema, teamSchema };

const searchFilter = { q: z.string().trim().max(100).optional() };

/** GET /teams: active Approved teams only, so no status filter (disbanded teams are never listed there). */
export const teamListQuery = listQuerySchema(
  ['name', 'code', 'playerCount', 'points', 'createdAt'],
  z.object(searchFilter),
);

export const adminTeamListQuery = listQuerySchema(
  ['name', 'code', 'status', 'playerCount', 'createdAt'],
  z.object({
    ...searchFilter,
    status: z.enum(TEAM_STATUSES).optional(),
    divisionId: idSchema.optional(),
    /** true: the disbanded teams only; otherwise the active ones. */
    disbanded: z.boolean().optional(),
  }),
);

export const playerParams = z.object({ id: idSchema, playerId: idSchema });
