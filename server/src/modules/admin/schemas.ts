import { adminOverviewSchema, auditEntrySchema } from '@domain/admin';
import { listQuerySchema } from '@server/http/list-params';
import { z } from 'zod';

export { adminOverviewSchema, auditEntrySchema };

/** Newest first always; simple-REST range and filter {action}. */
export const auditLogQuery = listQuerySchema(
  ['createdAt'],
  z.object({ action: z.string().trim().max(100).optional() }),
);
