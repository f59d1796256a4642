import { lazyPage, pageChunks } from '../../pageChunks';
import { guarded, type ResourceConfig } from '../resourceConfig';

// /admin/audit-log (Admin role): every audit entry, newest first, filtered by who, what and when and paged
// by the server. Lazy, like every admin screen.
const AuditLogList = lazyPage(pageChunks.auditLog);

const auditLog: ResourceConfig = {
  list: guarded('list', AuditLogList),
};

export default auditLog;
