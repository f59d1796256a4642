import { idSchema } from '@server/http/params';
import { z } from 'zod';

export { divisionStandingsSchema } from '@domain/standings';

export const standingsQuery = z.object({ divisionId: idSchema.optional() });
