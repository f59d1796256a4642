import type { GameSession } from '@domain/api';
import type { SessionCreatePayload } from '@domain/game-sessions';
import { ALL_ROWS_PAGE } from '@domain/paging';
import { useQueryClient } from '@tanstack/react-query';
import { useDelete, useNotify } from 'ra-core';
import { useGuardedMutation } from '@/components/useGuardedMutation';
import { useAppDataProvider } from '@/dataProvider';
import { SESSIONS } from './useSessionQueries';

// The actions of a manage:gameSessions user, each with its success and failure snackbars; every
// one refreshes the screen's list, stats and clients (react-admin's cache of the `sessions` resource).

const notification = (key: string) => `resources.sessions.notifications.${key}`;

function useSessionNotices() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return {
    refresh: () => queryClient.invalidateQueries({ queryKey: [SESSIONS] }),
    success: (key: string, messageArgs: Record<string, unknown>) =>
      notify(notification(key), { type: 'success', messageArgs }),
    failure: (key: string) => notify(notification(key), { type: 'error' }),
    info: (key: string) => notify(notification(key), { type: 'info' }),
  };
}

export interface CreateSessionArgs {
  clientId: string;
  payload: SessionCreatePayload;
}

/** Create a session; the caller shows the game server's reason for a refusal under its form. */
export function useCreateSession() {
  const dataProvider = useAppDataProvider();
  const notices = useSessionNotices();
  return useGuardedMutation({
    mutationFn: ({ clientId, payload }: CreateSessionArgs) =>
      dataProvider.createGameSession(clientId, payload),
    onSuccess: (_session, { payload }) => notices.success('created', { code: payload.code }),
    onError: () => notices.failure('createFailed'),
    onSettled: notices.refresh,
  });
}

export function useStopSession() {
  const dataProvider = useAppDataProvider();
  const notices = useSessionNotices();
  return useGuardedMutation({
    mutationFn: (session: GameSession) => dataProvider.stopGameSession(session.id),
    onSuccess: (_stopped, session) => notices.success('stopped', { name: session.serverName }),
    onError: () => notices.failure('stopFailed'),
    onSettled: notices.refresh,
  });
}

/**
 * Delete through react-admin's useDelete (DELETE /game-sessions/:id), which refetches the list. Its callbacks
 * are the hook's, not the call's: react-query skips a call's callbacks once the caller unmounts, and the
 * deleted session's row unmounts as soon as the list drops it.
 */
export function useDeleteSession() {
  const notices = useSessionNotices();
  const [remove, { isPending }] = useDelete<GameSession>(SESSIONS, undefined, {
    mutationMode: 'pessimistic',
    // The stats count it too. No onSettled: it would replace react-admin's refetch.
    onSuccess: (_deleted, { previousData }) => {
      notices.refresh();
      notices.success('deleted', { name: previousData?.serverName });
    },
    onError: () => {
      notices.refresh();
      notices.failure('deleteFailed');
    },
  });
  const deleteSession = (session: GameSession) => remove(SESSIONS, { id: session.id, previousData: session });
  return { deleteSession, isPending };
}

/**
 * Stop All: `askToStopAll` reads every Active session (not only the page shown) and hands them to
 * `confirm`, or says there is none; `stopAll` stops them, one request each.
 */
export function useStopAll() {
  const dataProvider = useAppDataProvider();
  const notices = useSessionNotices();
  const findActive = useGuardedMutation({
    mutationFn: async () => {
      const { data } = await dataProvider.getList<GameSession>(SESSIONS, {
        filter: { status: 'active' },
        pagination: ALL_ROWS_PAGE,
        sort: { field: 'id', order: 'ASC' },
      });
      return data;
    },
    onError: () => notices.failure('stopAllFailed'),
  });
  const stop = useGuardedMutation({
    mutationFn: (sessions: GameSession[]) =>
      dataProvider.stopAllGameSessions(sessions.map((session) => session.id)),
    onSuccess: (stopped) => notices.success('stoppedAll', { smart_count: stopped }),
    onError: () => notices.failure('stopAllFailed'),
    onSettled: notices.refresh,
  });
  const askToStopAll = (confirm: (active: GameSession[]) => void) =>
    findActive.mutate(undefined, {
      onSuccess: (active) => (active.length === 0 ? notices.info('noneActive') : confirm(active)),
    });
  return {
    askToStopAll,
    stopAll: (sessions: GameSession[]) => stop.mutate(sessions),
    isPending: findActive.isPending || stop.isPending,
  };
}
