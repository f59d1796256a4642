import type { RosterChange } from '@domain/roster-changes';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import { useGuardedMutation } from '@/components/useGuardedMutation';
import { useAppDataProvider } from '@/dataProvider';
import { ROSTER_CHANGES, text } from './resourceName';
import { useRosterChangeText } from './useRosterChangeText';

/**
 * POST /admin/roster-changes/{id}/approve or /deny, then every view of roster changes reads again. A change
 * that can no longer apply answers 409 with the reason, which is what the admin reads.
 */
export function useDecideRosterChange() {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const describe = useRosterChangeText();
  return useGuardedMutation({
    mutationFn: ({ change, decision }: { change: RosterChange; decision: 'approve' | 'deny' }) =>
      decision === 'approve'
        ? dataProvider.approveRosterChange(change.id)
        : dataProvider.denyRosterChange(change.id),
    onSuccess: (decided, { decision }) => {
      notify(text(`notifications.${decision === 'approve' ? 'approved' : 'denied'}`), {
        type: 'success',
        messageArgs: { change: describe(decided) },
      });
    },
    onError: (error) => {
      notify(error instanceof Error && error.message ? error.message : text('notifications.decideFailed'), {
        type: 'error',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ROSTER_CHANGES] }),
  });
}
