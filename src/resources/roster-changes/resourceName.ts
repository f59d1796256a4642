/** The admins' roster changes resource: its name is its route (/admin/roster-changes) and its API path. */
export const ROSTER_CHANGES = 'admin/roster-changes';

/** A key of the roster changes texts (domain/i18n/roster-changes.ts). */
export const text = (key: string): string => `resources.${ROSTER_CHANGES}.${key}`;
