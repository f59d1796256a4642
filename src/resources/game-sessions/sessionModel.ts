import type { ConnectedClient, GameSession } from '../../../domain/api';

// The rules of the Game Session Manager (SPEC sections 2 and 4): what counts as active or inactive,
// the list's filters, the stats cards and when a session may be created.

export const isActive = (session: GameSession): boolean => session.status === 'Active';

/** SPEC section 4: inactive means Not Active or Pending. */
export const isInactive = (session: GameSession): boolean => !isActive(session);

export const SESSION_FILTERS = ['all', 'active', 'inactive', 'pending', 'notActive'] as const;
export type SessionFilter = (typeof SESSION_FILTERS)[number];

const FILTER_RULES: Record<SessionFilter, (session: GameSession) => boolean> = {
  all: () => true,
  active: isActive,
  inactive: isInactive,
  pending: (session) => session.status === 'Pending',
  notActive: (session) => session.status === 'Not Active',
};

export function filterSessions(sessions: readonly GameSession[], filter: SessionFilter): GameSession[] {
  return sessions.filter(FILTER_RULES[filter]);
}

export interface SessionStats {
  active: number;
  inactive: number;
  /** The sum of the Active sessions' playerCount: a stopped session's last count is nobody playing now. */
  players: number;
}

export function sessionStats(sessions: readonly GameSession[]): SessionStats {
  const active = sessions.filter(isActive);
  return {
    active: active.length,
    inactive: sessions.length - active.length,
    players: active.reduce((sum, session) => sum + (session.gameState?.playerCount ?? 0), 0),
  };
}

/** A connected client as the create form names it: its custom id, else its client id. */
export const clientLabel = (client: Pick<ConnectedClient, 'clientId' | 'customId'>): string =>
  client.customId || client.clientId;

export interface SessionDraft {
  clientId: string;
  code: string;
  mode: string;
}

/** SPEC section 5: client, code and mode are required; the code is not checked further. */
export const canCreateSession = (draft: SessionDraft): boolean =>
  draft.clientId !== '' && draft.code.trim() !== '' && draft.mode !== '';
