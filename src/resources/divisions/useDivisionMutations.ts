import type { DivisionDetail, SeasonDivisionsUpdate } from '@domain/divisions';
import type { Season } from '@domain/seasons';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import { useGuardedMutation } from '@/components/useGuardedMutation';
import { useAppDataProvider } from '@/dataProvider';
import { SEASON_ENTRIES, SEASONS } from '../seasons/resourceName';
import { DIVISIONS, text } from './resourceName';

/** The server's reason when it gave one (a taken name, a share that breaks 100%), else the screen's own text. */
function useNotifyFailure() {
  const notify = useNotify();
  return (key: string, error: unknown) =>
    notify(error instanceof Error && error.message ? error.message : text(`notifications.${key}`), {
      type: 'error',
    });
}

/**
 * What the division page's EditBase does after PUT /divisions/{id}: seasons show their divisions' names and
 * shares too, so they are read again, and the admin is told; a refusal shows the server's reason.
 */
export function useDivisionSaveOptions() {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  return {
    onSuccess: (saved: DivisionDetail) => {
      void queryClient.invalidateQueries({ queryKey: [SEASONS] });
      notify(text('notifications.saved'), { type: 'success', messageArgs: { name: saved.name } });
    },
    onError: (error: unknown) => notifyFailure('saveFailed', error),
  };
}

/** PUT /seasons/{id}/divisions: the season's whole list; the season, its divisions and entries are read again. */
export function useUpdateSeasonDivisions(season: Season, onDone: () => void) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const mutation = useGuardedMutation({
    mutationFn: (payload: SeasonDivisionsUpdate) => dataProvider.updateSeasonDivisions(season.id, payload),
    onSuccess: (saved) => {
      notify(text('notifications.listSaved'), { type: 'success', messageArgs: { season: saved.name } });
      onDone();
    },
    onError: (error) => notifyFailure('listSaveFailed', error),
    onSettled: () =>
      Promise.all(
        [SEASONS, DIVISIONS, SEASON_ENTRIES].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ),
  });
  return {
    save: (payload: SeasonDivisionsUpdate) => mutation.mutate(payload),
    isPending: mutation.isPending,
  };
}
