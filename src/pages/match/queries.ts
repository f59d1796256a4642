import type { Match } from '@domain/matches';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useGetOne, useNotify } from 'ra-core';
import { NOTIFICATIONS } from '@/components/notifications/useNotifications';
import { useGuardedMutation } from '@/components/useGuardedMutation';
import { type AppDataProvider, useAppDataProvider } from '@/dataProvider';
import { QUERY_RETRY } from '@/queryClient';
import { isServerOpen, MATCHES } from './matchPageModel';

/** How often the match is read again while its match server is open and the live stream is down. */
export const MATCH_SERVER_POLL_MS = 3_000;

/**
 * GET /matches/{id}. Like every read here it refetches when the tab regains focus (react-query's default);
 * with `poll` (the live stream is down), every few seconds while the match server is open, for its
 * progress and live score.
 */
export function useMatch(matchId: number, enabled: boolean, poll: boolean) {
  return useGetOne<Match>(
    MATCHES,
    { id: matchId },
    {
      ...QUERY_RETRY,
      enabled,
      refetchInterval: (query) => (poll && isServerOpen(query.state.data) ? MATCH_SERVER_POLL_MS : false),
    },
  );
}

/** One of the match's lists, under the matches key scope (refreshed after every step on the match). */
function useMatchRead<T>(
  name: string,
  matchId: number,
  enabled: boolean,
  read: (dataProvider: AppDataProvider) => Promise<T>,
) {
  const dataProvider = useAppDataProvider();
  return useQuery<T, Error>({
    queryKey: [MATCHES, name, matchId],
    queryFn: () => read(dataProvider),
    enabled,
    ...QUERY_RETRY,
  });
}

/**
 * The match's three lists: its time proposals (newest first), its history (oldest first) and its disputes.
 * Each needs only the id in the address, so the page asks for them alongside the match, not after it.
 */
export function useMatchLists(matchId: number, enabled: boolean) {
  return {
    proposals: useMatchRead('proposals', matchId, enabled, (dataProvider) =>
      dataProvider.getMatchProposals(matchId),
    ),
    history: useMatchRead('history', matchId, enabled, (dataProvider) =>
      dataProvider.getMatchHistory(matchId),
    ),
    disputes: useMatchRead('disputes', matchId, enabled, (dataProvider) =>
      dataProvider.getMatchDisputes(matchId),
    ),
  };
}

export type MatchLists = ReturnType<typeof useMatchLists>;

/** What a success says: an i18n key and its parameters (react-admin's notify translates them). */
export interface MatchNotice {
  message: string;
  args?: Record<string, unknown>;
}

/**
 * A captain's step on the match through the dataProvider: it says what happened (or the server's reason
 * it did not, unless the caller shows that itself) and reads the match, its lists and the notifications again.
 */
export function useMatchAction<TArg, TData>(
  run: (dataProvider: AppDataProvider, arg: TArg) => Promise<TData>,
  { success, silentFailure = false }: { success: (arg: TArg) => MatchNotice; silentFailure?: boolean },
) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (arg: TArg) => run(dataProvider, arg),
    onSuccess: (_data, arg) => {
      const { message, args } = success(arg);
      notify(message, { type: 'success', messageArgs: args });
    },
    onError: (error) => {
      if (!silentFailure) notify(error.message, { type: 'error' });
    },
    onSettled: () =>
      Promise.all(
        [MATCHES, NOTIFICATIONS].map((scope) => queryClient.invalidateQueries({ queryKey: [scope] })),
      ),
  });
}
