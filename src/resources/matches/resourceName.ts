/** The admins' matches resource: its name is its route (/admin/matches), mapped to /matches in RESOURCE_PATHS. */
export const MATCHES = 'admin/matches';

/** A key of the matches screens' texts (domain/i18n/match-admin.ts). */
export const text = (key: string): string => `resources.${MATCHES}.${key}`;
