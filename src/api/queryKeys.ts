/**
 * The notifications' query keys. Team and invitation changes (now read through the dataProvider, under
 * react-admin's keys) also refresh this scope, since each of them notifies someone.
 */
export const TEAM_DATA_SCOPE = 'team-data';

export const queryKeys = {
  notifications: [TEAM_DATA_SCOPE, 'notifications'],
  unreadCount: [TEAM_DATA_SCOPE, 'unread-count'],
} as const;

/** The game sessions screen's data: one scope, refreshed after every session action. */
export const GAME_SESSIONS_SCOPE = 'game-sessions';

export const gameSessionKeys = {
  sessions: [GAME_SESSIONS_SCOPE, 'sessions'],
  clients: [GAME_SESSIONS_SCOPE, 'clients'],
} as const;
