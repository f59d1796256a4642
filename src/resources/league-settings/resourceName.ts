/** The league settings resource: its name is its route (/league-settings/1) and its API path. */
export const LEAGUE_SETTINGS = 'league-settings';

/** A key of the league settings screen's texts (domain/i18n/league-settings.ts). */
export const text = (key: string): string => `resources.${LEAGUE_SETTINGS}.${key}`;
