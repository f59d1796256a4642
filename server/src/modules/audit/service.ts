// What other modules use of the audit log: they record an entry in their own transaction.
export { type AuditEntry, recordAudit } from './repository';
