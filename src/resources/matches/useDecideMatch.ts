import type { AdminResultPayload } from '@domain/match-results';
import type { Match } from '@domain/matches';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import { useGuardedMutation } from '@/components/useGuardedMutation';
import { useAppDataProvider } from '@/dataProvider';
import { MATCHES as MATCH_PAGE } from '@/pages/match/matchPageModel';
import { DISPUTES } from '../disputes/resourceName';
import { MATCHES, text } from './resourceName';
import { useMatchTexts } from './useMatchTexts';

/**
 * PUT /admin/matches/{id}/result, then every view of matches (the admin list and the match page) and
 * disputes reads again: the decision settles the match's dispute too.
 */
export function useDecideMatch(match: Match) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { versus, result } = useMatchTexts();
  const mutation = useGuardedMutation({
    mutationFn: (decision: AdminResultPayload) => dataProvider.decideMatchResult(match.id, decision),
    onSuccess: (decided) =>
      decided.status === 'Voided'
        ? notify(text('notifications.voided'), { type: 'success', messageArgs: { match: versus(decided) } })
        : notify(text('notifications.decided'), {
            type: 'success',
            messageArgs: { match: versus(decided), result: result(decided) },
          }),
    onError: (error) =>
      notify(error instanceof Error && error.message ? error.message : text('notifications.decideFailed'), {
        type: 'error',
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [MATCHES] }),
        queryClient.invalidateQueries({ queryKey: [MATCH_PAGE] }),
        queryClient.invalidateQueries({ queryKey: [DISPUTES] }),
      ]),
  });
  return { decide: mutation.mutate, isPending: mutation.isPending };
}
