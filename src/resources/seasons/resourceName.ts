/** The seasons resource: its name is its route (/admin/seasons), mapped to /seasons in RESOURCE_PATHS. */
export const SEASONS = 'admin/seasons';

/** A season's registered teams (GET /seasons/{id}/teams), read per season through getManyReference. */
export const SEASON_ENTRIES = 'admin/season-entries';

/** A key of the seasons' texts (domain/i18n/seasons.ts). */
export const text = (key: string): string => `resources.${SEASONS}.${key}`;
