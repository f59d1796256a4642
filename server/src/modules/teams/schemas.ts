import { z } from 'zod';
import type { Division, League, Team, TeamPlayer } from '../../../../domain/api';
import { TEAM_STATUSES } from '../../../../domain/teams';
import { listQuerySchema } from '../../http/list-params';
import { idSchema } from '../../http/params';

export const leagueSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    minPlayers: z.number().int(),
    maxPlayers: z.number().int(),
  })
  .meta({ id: 'League' }) satisfies z.ZodType<League>;

export const divisionSchema = z
  .object({ id: z.number().int(), name: z.string(), mmrPercentage: z.number() })
  .meta({ id: 'Division' }) satisfies z.ZodType<Division>;

export const teamPlayerSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    user: z.object({ displayName: z.string(), email: z.string().optional() }),
    isCaptain: z.boolean(),
    isCoCaptain: z.boolean(),
    status: z.literal('active'),
    createdAt: z.string(),
  })
  .meta({ id: 'TeamPlayer' }) satisfies z.ZodType<TeamPlayer>;

export const teamSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    logoUrl: z.string().nullable().meta({
      description: 'Where the 100x100 PNG logo is served (GET /api/logos/{sha256}.png), null when none',
    }),
    website: z.string().nullable(),
    status: z.enum(TEAM_STATUSES),
    league: leagueSchema,
    division: divisionSchema,
    players: z.array(teamPlayerSchema),
    playerCount: z.number().int(),
    points: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'Team' }) satisfies z.ZodType<Team>;

const searchFilter = { q: z.string().trim().max(100).optional() };

/** GET /teams: Approved teams only, so no status filter. */
export const teamListQuery = listQuerySchema(
  ['name', 'code', 'playerCount', 'points', 'createdAt'],
  z.object(searchFilter),
);

export const adminTeamListQuery = listQuerySchema(
  ['name', 'code', 'status', 'playerCount', 'createdAt'],
  z.object({ ...searchFilter, status: z.enum(TEAM_STATUSES).optional() }),
);

export const playerParams = z.object({ id: idSchema, playerId: idSchema });
