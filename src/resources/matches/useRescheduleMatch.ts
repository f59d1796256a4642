import type { Match } from '@domain/matches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import { useAppDataProvider } from '@/dataProvider';
import { MATCHES as MATCH_PAGE } from '@/pages/match/matchPageModel';
import { localTime } from '@/pages/match/matchTime';
import { MATCHES, text } from './resourceName';
import { useMatchTexts } from './useMatchTexts';

/**
 * PUT /admin/matches/{id}/schedule with the reason, then the admin list and the match page (its time,
 * proposals and history) read again.
 */
export function useRescheduleMatch(match: Match) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { versus } = useMatchTexts();
  const mutation = useMutation({
    mutationFn: (schedule: { time: string; reason: string }) =>
      dataProvider.scheduleMatch(match.id, schedule),
    onSuccess: (moved) =>
      notify(text('operations.rescheduled'), {
        type: 'success',
        messageArgs: { match: versus(moved), time: localTime(moved.scheduledAt) },
      }),
    onError: (error) =>
      notify(error instanceof Error && error.message ? error.message : text('operations.rescheduleFailed'), {
        type: 'error',
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [MATCHES] }),
        queryClient.invalidateQueries({ queryKey: [MATCH_PAGE] }),
      ]),
  });
  return { reschedule: mutation.mutate, isPending: mutation.isPending };
}
