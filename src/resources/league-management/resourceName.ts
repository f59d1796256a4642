/** The team approval resource: its name is its screen's route, mapped to /admin/teams in RESOURCE_PATHS. */
export const LEAGUE_MANAGEMENT = 'admin/league-management';

/** A key of its texts (src/i18n/league-management.ts). */
export const text = (key: string): string => `resources.${LEAGUE_MANAGEMENT}.${key}`;
