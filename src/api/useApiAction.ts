import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import { TEAM_DATA_SCOPE } from './queryKeys';

interface ApiActionOptions<TArg, TData> {
  /** Shown when the action succeeds. */
  success?: string | ((arg: TArg, data: TData) => string);
  /** Shown when the action fails and the error carries no message. */
  failure?: string;
  /** Shown whenever the action fails, whatever the error says (a text the spec fixes). */
  failureText?: string;
  /** Shown whenever the action fails, followed by the server's reason when it gave one. */
  failurePrefix?: string;
  /** The caller shows the failure itself (e.g. as an alert in its dialog). */
  silentFailure?: boolean;
  /** The query scope refreshed once the action settles; the team data scope unless given. */
  scope?: string;
}

function errorText(error: unknown, fallback: string | undefined): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback ?? String(error);
}

function failureMessage<TArg, TData>(error: unknown, options: ApiActionOptions<TArg, TData>): string {
  if (options.failureText) return options.failureText;
  if (options.failurePrefix) {
    const reason = error instanceof Error ? error.message : '';
    return reason ? `${options.failurePrefix} ${reason}` : options.failurePrefix;
  }
  return errorText(error, options.failure);
}

/**
 * An action on the API: runs it, notifies its outcome and refreshes every query of its scope (by default
 * the team data scope, so the team list, my team, the invites and the notifications stay consistent).
 */
export function useApiAction<TArg, TData = unknown>(
  run: (arg: TArg) => Promise<TData>,
  options: ApiActionOptions<TArg, TData> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: run,
    onSuccess: (data, arg) => {
      const { success } = options;
      if (success) notify(typeof success === 'string' ? success : success(arg, data), { type: 'success' });
    },
    onError: (error) => {
      if (options.silentFailure) return;
      notify(failureMessage(error, options), { type: 'error' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [options.scope ?? TEAM_DATA_SCOPE] }),
  });
}
