import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import { TEAM_DATA_SCOPE } from './queryKeys';

interface ApiActionOptions<TArg> {
  /** Shown when the action succeeds. */
  success?: string | ((arg: TArg) => string);
  /** Shown when the action fails and the error carries no message. */
  failure?: string;
  /** The caller shows the failure itself (e.g. as an alert in its dialog). */
  silentFailure?: boolean;
}

function errorText(error: unknown, fallback: string | undefined): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback ?? String(error);
}

/**
 * A team, invitation or notification action: runs it, notifies its outcome and refreshes every query of
 * the team data scope, so the team list, my team, the invites and the notifications stay consistent.
 */
export function useApiAction<TArg>(
  run: (arg: TArg) => Promise<unknown>,
  options: ApiActionOptions<TArg> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: run,
    onSuccess: (_data, arg) => {
      const { success } = options;
      if (success) notify(typeof success === 'string' ? success : success(arg), { type: 'success' });
    },
    onError: (error) => {
      if (!options.silentFailure) notify(errorText(error, options.failure), { type: 'error' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [TEAM_DATA_SCOPE] }),
  });
}
