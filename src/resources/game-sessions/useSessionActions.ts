import { useNotify } from 'ra-core';
import type { GameSession } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { GAME_SESSIONS_SCOPE } from '../../api/queryKeys';
import { useApiAction } from '../../api/useApiAction';
import type { SessionCreatePayload } from './gameSessionsApi';
import { useGameSessionsApi } from './queries';
import { isActive } from './sessionModel';

// The actions of a manage:gameSessions user, each with the snackbars of SPEC section 8 "Sessions";
// every one refreshes the screen's sessions and clients once it settles.

const t = messages.sessions;
const scope = GAME_SESSIONS_SCOPE;

export interface CreateSessionArgs {
  clientId: string;
  payload: SessionCreatePayload;
}

export function useCreateSession() {
  const api = useGameSessionsApi();
  return useApiAction(({ clientId, payload }: CreateSessionArgs) => api.createSession(clientId, payload), {
    success: ({ payload }) => t.created(payload.code),
    failureText: t.createFailed,
    scope,
  });
}

export function useStopSession() {
  const api = useGameSessionsApi();
  return useApiAction((session: GameSession) => api.stopSession(session.id), {
    success: (session) => t.stopped(session.serverName),
    failureText: t.stopFailed,
    scope,
  });
}

export function useDeleteSession() {
  const api = useGameSessionsApi();
  return useApiAction((session: GameSession) => api.deleteSession(session.id), {
    success: (session) => t.deleted(session.serverName),
    failureText: t.deleteFailed,
    scope,
  });
}

/** Stops every session given, one request each; resolves with how many stopped, rejects if any did not. */
async function stopEach(stop: (id: number) => Promise<unknown>, sessions: GameSession[]): Promise<number> {
  const results = await Promise.allSettled(sessions.map((session) => stop(session.id)));
  const stopped = results.filter((result) => result.status === 'fulfilled').length;
  if (stopped < sessions.length) throw new Error(t.stopAllFailed);
  return stopped;
}

/**
 * Stop All: `activeOf` picks the sessions to stop (the screen confirms them first); `stopAll` stops them, or
 * shows an info snackbar when none is Active.
 */
export function useStopAll() {
  const api = useGameSessionsApi();
  const notify = useNotify();
  const mutation = useApiAction((sessions: GameSession[]) => stopEach(api.stopSession, sessions), {
    success: (_sessions, stopped) => t.stoppedAll(stopped),
    failureText: t.stopAllFailed,
    scope,
  });
  const stopAll = (active: GameSession[]) => {
    if (active.length === 0) notify(t.noneActive, { type: 'info' });
    else mutation.mutate(active);
  };
  const activeOf = (sessions: readonly GameSession[]) => sessions.filter(isActive);
  return { activeOf, stopAll, isPending: mutation.isPending };
}
