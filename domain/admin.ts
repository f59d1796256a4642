import { z } from './zod';

// The Admin Panel's records: the audit log and the live counts (GET /admin/overview).

const personSchema = z.object({ id: z.number().int(), displayName: z.string() });

/** One entry of the audit log; `action` reads '<area>.<verb>', e.g. 'team.approve'. */
export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    /** Who did it; null once that account is deleted (every entry is recorded with its actor). */
    actor: personSchema.nullable(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string().nullable(),
    /** The user the entry is about (targetType 'user'); null for other targets and deleted users. */
    targetUser: personSchema.nullable(),
    details: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminOverviewSchema = z
  .object({
    pendingTeams: z.number().int(),
    users: z.number().int(),
    roles: z.number().int(),
    activeSessions: z.number().int(),
    connectedGameServers: z.number().int(),
    recentAudit: z.array(auditEntrySchema),
  })
  .meta({ id: 'AdminOverview' });
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
