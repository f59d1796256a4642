import type { Db } from '@server/db/client';
import type { ListQuery } from '@server/http/list-params';
import { readOverview } from './overview';
import { type AuditFilter, listAuditEntries } from './repository';

// The admin module's service (app.admin): the Admin Panel's overview and the audit log.

export interface AdminServiceDeps {
  db: Db;
  /** How many game servers are connected across the instances. */
  connectedGameServers: () => Promise<number>;
}

export function createAdminService({ db, connectedGameServers }: AdminServiceDeps) {
  return {
    overview: () => readOverview(db, connectedGameServers),
    auditLog: (query: Pick<ListQuery<string, AuditFilter>, 'range' | 'filter'>) =>
      listAuditEntries(db, query),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
