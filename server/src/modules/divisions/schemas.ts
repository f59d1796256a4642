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
  ['name', 'tier', 'mmrPercentage', 'teamCount', 'season.name'],
  z.object({ q: z.string().trim().max(100).optional(), seasonId: idSchema.optional() }),
);
