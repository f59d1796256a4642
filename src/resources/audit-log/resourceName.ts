/** The audit log resource: its name is its route (/admin/audit-log) and its API path. */
export const AUDIT_LOG = 'admin/audit-log';

/** A key of the audit log screen's texts (domain/i18n/admin-panel.ts). */
export const text = (key: string): string => `resources.${AUDIT_LOG}.${key}`;
