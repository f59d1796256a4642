import { listQuerySchema } from '@server/http/list-params';
import { idSchema } from '@server/http/params';
import { z } from 'zod';

export {
  divisionDetailSchema,
  divisionRecordSchema,
  divisionUpdatePayloadSchema,
  seasonDivisionsUpdatePayloadSchema,
} from '@domain/divisions';

export const divisionListQuery = listQuerySchema(
  ['season.startsAt', 'season.name', 'tier', 'name', 'mmrPercentage', 'teamCount'],
  z.object({ q: z.string().trim().max(100).optional(), seasonId: idSchema.optional() }),
);
