import { SEASON_STATUSES } from '@domain/seasons';
import { listQuerySchema } from '@server/http/list-params';
import { idSchema } from '@server/http/params';
import { z } from 'zod';

export {
  seasonCreatePayloadSchema,
  seasonEntrySchema,
  seasonEntryUpdatePayloadSchema,
  seasonRegistrationPayloadSchema,
  seasonSchema,
  seasonUpdatePayloadSchema,
} from '@domain/seasons';

const searchFilter = { q: z.string().trim().max(100).optional() };

export const seasonListQuery = listQuerySchema(
  ['name', 'status', 'startsAt', 'createdAt'],
  z.object({ ...searchFilter, status: z.enum(SEASON_STATUSES).optional() }),
);

export const seasonEntryListQuery = listQuerySchema(
  ['team.name', 'divisionId', 'seedRating', 'registeredAt'],
  z.object({ ...searchFilter, divisionId: idSchema.optional() }),
);

export const entryParams = z.object({ id: idSchema, teamId: idSchema });
