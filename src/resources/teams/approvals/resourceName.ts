/**
 * Team approval, the teams feature's admin table: its resource's name is its screen's route
 * (/admin/league-management), mapped to /admin/teams in RESOURCE_PATHS.
 */
export const TEAM_APPROVALS = 'admin/league-management';

/** A key of its texts (domain/i18n/league-management.ts). */
export const text = (key: string): string => `resources.${TEAM_APPROVALS}.${key}`;
