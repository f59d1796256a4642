import { adminOverviewSchema, auditEntrySchema } from '@domain/admin';
import { translate } from '@domain/i18n';
import { listQuerySchema } from '@server/http/list-params';
import { idSchema } from '@server/http/params';
import { z } from 'zod';

export { adminOverviewSchema, auditEntrySchema };

/** A day (YYYY-MM-DD, a whole UTC day) or an instant (ISO 8601 with its offset). */
const dayOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: translate('app.adminPanel.auditDateInvalid'),
});

/**
 * Newest first always; simple-REST range and filter {actorId, action, since, until}: since from the start
 * of its day (or its instant), until through the end of its day (or up to its instant).
 */
export const auditLogQuery = listQuerySchema(
  ['createdAt'],
  z.object({
    actorId: idSchema.optional(),
    action: z.string().trim().max(100).optional(),
    since: dayOrInstant.optional(),
    until: dayOrInstant.optional(),
  }),
);
