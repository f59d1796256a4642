import { z } from 'zod';
import type { AdminOverview, AuditEntry } from '../../../../domain/api';
import { listQuerySchema } from '../../http/list-params';

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    actor: z.object({ id: z.number().int(), displayName: z.string() }).nullable(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string().nullable(),
    targetUser: z.object({ id: z.number().int(), displayName: z.string() }).nullable(),
    details: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' }) satisfies z.ZodType<AuditEntry>;

export const adminOverviewSchema = z
  .object({
    pendingTeams: z.number().int(),
    users: z.number().int(),
    roles: z.number().int(),
    activeSessions: z.number().int(),
    connectedGameServers: z.number().int(),
    recentAudit: z.array(auditEntrySchema),
  })
  .meta({ id: 'AdminOverview' }) satisfies z.ZodType<AdminOverview>;

/** Newest first always; simple-REST range and filter {action}. */
export const auditLogQuery = listQuerySchema(
  ['createdAt'],
  z.object({ action: z.string().trim().max(100).optional() }),
);
