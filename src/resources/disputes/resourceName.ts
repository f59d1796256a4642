/** The admins' disputes resource: its name is its route (/admin/disputes) and its API path. */
export const DISPUTES = 'admin/disputes';

/** A key of the disputes screens' texts (domain/i18n/match-admin.ts). */
export const text = (key: string): string => `resources.${DISPUTES}.${key}`;
