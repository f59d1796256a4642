// Business constants and limits. Both the browser and the server read them from here.

export const TOKEN_REFRESH_INTERVAL_MS = 600_000;
export const SESSION_AUTO_REFRESH_MS = 5_000;
export const SNACKBAR_MS = 5_000;
export const PROFILE_ALERT_MS = 3_000;

export const DRAWER_WIDTH_OPEN = 280;
export const DRAWER_WIDTH_COLLAPSED = 70;
export const INVITES_POPUP_WIDTH = 300;
export const INVITES_POPUP_CLOSE_MS = 300;
export const FOOTER_HEIGHT = 120;
export const WIDGET_HEIGHT = 300;
export const MOBILE_BREAKPOINT = 600;

/** Sponsor strip scroll duration in seconds: default, under 800 px, under 600 px. */
export const SPONSOR_SCROLL_SECONDS = { default: 40, under800: 60, under600: 20 } as const;

export const TOOLTIP_DELAYS = { enterDelay: 100, enterTouchDelay: 700, leaveTouchDelay: 1500 } as const;

export const QUERY_DEFAULTS = {
  retry: 3,
  gcTimeMs: 5 * 60_000,
  retryDelayBaseMs: 1_000,
  retryDelayMaxMs: 30_000,
} as const;

/** Retry delay doubling from 1 s up to 30 s. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(QUERY_DEFAULTS.retryDelayBaseMs * 2 ** attemptIndex, QUERY_DEFAULTS.retryDelayMaxMs);
}

export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  user: 'user',
  accessVerified: 'accessVerified',
} as const;

export const TEAM_NAME_MAX = 20;
export const TEAM_CODE_MIN = 3;
export const TEAM_CODE_MAX = 4;
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 32;
export const PASSWORD_MIN = 6;
/** Passwords are capped so nobody can make the server hash megabytes. */
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;

export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_CANVAS_PX = 100;
export const LOGO_HINT_PX = 50;

export const SERVER_CODE_LENGTH = 4;
export const ACCESS_CODE_LENGTH = 6;

export const DEFAULT_REGION = 'nyc1';
export const DEFAULT_DISTRIBUTION = 'debian-12-x64';
export const DEFAULT_SERVER_TAGS = ['vr-paintball', 'game-server'] as const;
export const DEFAULT_CREATE_GAME_SESSION = true;
export const DEFAULT_IS_PUBLIC = false;
export const GAME_MODES = ['XBall'] as const;
export type GameMode = (typeof GAME_MODES)[number];

export const NEW_TEAM_LEAGUE_ID = 1;
export const NEW_TEAM_STATUS = 'active';

export const SPONSOR_COUNT = 11;

/** The league every new team joins (seeded by the migrations) and its roster limits. */
export const DEFAULT_LEAGUE = { id: 1, name: 'VR Paintball League', minPlayers: 5, maxPlayers: 8 } as const;
export const DEFAULT_DIVISION = { id: 1, name: 'Open Division', mmrPercentage: 100 } as const;
/** A logo's decoded PNG may be at most this many pixels wide or high (the browser sends 100x100). */
export const LOGO_MAX_DIMENSION_PX = 1024;
/** Request body limit of the team-create route: a 1 MB PNG as base64 plus the other fields. */
export const TEAM_CREATE_BODY_LIMIT_BYTES = 1_500_000;

/** The sides of a playoff bracket, in the order the bracket view draws them. */
export const BRACKET_SIDES = ['upper', 'lower', 'final'] as const;
