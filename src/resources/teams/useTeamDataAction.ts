import { useNotify } from 'ra-core';
import { useGuardedMutation } from '@/components/useGuardedMutation';
import { type AppDataProvider, type RosterOutcome, useAppDataProvider } from '@/dataProvider';
import { useRefreshTeamData } from './useRefreshTeamData';

/** What a success says: a key of the i18nProvider and its parameters (react-admin's notify translates it). */
export interface Notice {
  message: string;
  args: Record<string, unknown>;
  /** 'info' for a change that waits for someone else (the admins); success by default. */
  type?: 'success' | 'info';
}

/**
 * What a roster change says: `applied` when it was made; while the team's season locks its roster, the
 * server's own sentence about the request the admins now decide (not "joined" or "left").
 */
export function rosterNotice<T>(outcome: RosterOutcome<T>, applied: (data: T) => Notice): Notice {
  if ('requested' in outcome) return { message: outcome.message, args: {}, type: 'info' };
  return applied(outcome.applied);
}

interface TeamDataActionOptions<TArg, TData> {
  /** Shown when the action succeeds. */
  success: (arg: TArg, data: TData) => Notice;
  /** The caller shows the failure itself (e.g. as an alert in its dialog). */
  silentFailure?: boolean;
}

/**
 * A team or invitation action through the dataProvider: it says what happened, or the server's reason
 * it did not, and refreshes every view of the team data once it settles.
 */
export function useTeamDataAction<TArg, TData>(
  run: (dataProvider: AppDataProvider, arg: TArg) => Promise<TData>,
  { success, silentFailure = false }: TeamDataActionOptions<TArg, TData>,
) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefreshTeamData();
  return useGuardedMutation({
    mutationFn: (arg: TArg) => run(dataProvider, arg),
    onSuccess: (data, arg) => {
      const { message, args, type = 'success' } = success(arg, data);
      notify(message, { type, messageArgs: args });
    },
    onError: (error) => {
      if (!silentFailure) notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    },
    onSettled: refresh,
  });
}
