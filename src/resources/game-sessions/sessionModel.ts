import type { ConnectedClient, GameSession } from '@domain/api';
import type { SessionStatusFilter } from '@domain/game-sessions';

// The rules of the Game Session Manager's screen: the list's filters, and when a
// session may be stopped or created. Which statuses are inactive is domain/game-sessions.ts's rule.

export const isActive = (session: Pick<GameSession, 'status'>): boolean => session.status === 'Active';

export const SESSION_FILTERS = ['all', 'active', 'inactive', 'pending', 'notActive'] as const;
export type SessionFilter = (typeof SESSION_FILTERS)[number];

/** Each filter button's `status` filter of GET /game-sessions ('all' sends none). */
const STATUS_OF: Record<SessionFilter, SessionStatusFilter | undefined> = {
  all: undefined,
  active: 'active',
  inactive: 'inactive',
  pending: 'Pending',
  notActive: 'Not Active',
};

export const statusFilterOf = (filter: SessionFilter): SessionStatusFilter | undefined => STATUS_OF[filter];

/** The filter button a list's `status` filter value stands for. */
export function sessionFilterOf(status: unknown): SessionFilter {
  return SESSION_FILTERS.find((filter) => STATUS_OF[filter] === status) ?? 'all';
}

/** A connected client as the create form names it: its custom id, else its client id. */
export const clientLabel = (client: Pick<ConnectedClient, 'clientId' | 'customId'>): string =>
  client.customId || client.clientId;

export interface SessionDraft {
  clientId: string;
  code: string;
  mode: string;
}

/** Client, code and mode are required; the code is not checked further. */
export const canCreateSession = (draft: SessionDraft): boolean =>
  draft.clientId !== '' && draft.code.trim() !== '' && draft.mode !== '';
