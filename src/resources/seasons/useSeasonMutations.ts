import type { Division } from '@domain/api';
import type { Season, SeasonCreate, SeasonEntry, SeasonStatus } from '@domain/seasons';
import { useQueryClient } from '@tanstack/react-query';
import { useCreate, useNotify, useRedirect, useTranslate, useUpdate } from 'ra-core';
import { useGuardedMutation } from '@/components/useGuardedMutation';
import { useAppDataProvider } from '@/dataProvider';
import { DIVISIONS } from '../divisions/resourceName';
import { MATCHES } from '../matches/resourceName';
import { SEASON_ENTRIES, SEASONS, text } from './resourceName';

/** The server's reason when it gave one (a taken name, a closed stage), else the screen's own text. */
function useNotifyFailure() {
  const notify = useNotify();
  return (key: string, error: unknown) =>
    notify(error instanceof Error && error.message ? error.message : text(`notifications.${key}`), {
      type: 'error',
    });
}

/** POST /seasons through react-admin, then the new season's page. */
export function useCreateSeason() {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const redirect = useRedirect();
  const [create] = useCreate<SeasonCreate, Error, Season>();
  const createSeason = (data: SeasonCreate) =>
    create(
      SEASONS,
      { data },
      {
        mutationMode: 'pessimistic',
        returnPromise: true,
        onSuccess: (season) => {
          notify(text('notifications.created'), { type: 'success', messageArgs: { name: season.name } });
          redirect('edit', SEASONS, season.id);
        },
        onError: (error) => notifyFailure('createFailed', error),
      },
    );
  return { createSeason };
}

/**
 * PUT /seasons/{id} {status}: the season's next stage, through react-admin so that every view of the season
 * shows it. Going Live places the teams, so the registered teams are read again too.
 */
export function useMoveSeason() {
  const notify = useNotify();
  const translate = useTranslate();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const [update, state] = useUpdate<Season>();
  const moveSeason = (season: Season, status: SeasonStatus) =>
    update(
      SEASONS,
      { id: season.id, data: { status }, previousData: season },
      {
        mutationMode: 'pessimistic',
        onSuccess: (moved) => {
          void queryClient.invalidateQueries({ queryKey: [SEASON_ENTRIES] });
          notify(text('notifications.moved'), {
            type: 'success',
            messageArgs: { name: moved.name, status: translate(text(`status.${moved.status}`)) },
          });
        },
        onError: (error) => notifyFailure('moveFailed', error),
      },
    );
  return { moveSeason, isPending: state.isPending };
}

/** An admin's division for a registered team (null: placement decides), then the season's entries and divisions again. */
export function usePlaceEntry(season: Season) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const mutation = useGuardedMutation({
    mutationFn: ({ entry, division }: { entry: SeasonEntry; division: Division | null }) =>
      dataProvider.placeSeasonEntry(season.id, entry.team.id, { divisionId: division?.id ?? null }),
    onSuccess: (_entry, { entry, division }) =>
      notify(text(division ? 'notifications.placed' : 'notifications.unpinned'), {
        type: 'success',
        messageArgs: { team: entry.team.name, division: division?.name },
      }),
    onError: (error) => notifyFailure('placeFailed', error),
    // The division pages list their teams too (src/resources/divisions).
    onSettled: () =>
      Promise.all(
        [SEASON_ENTRIES, DIVISIONS].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ),
  });
  return {
    place: (entry: SeasonEntry, division: Division | null) => mutation.mutate({ entry, division }),
    isPending: mutation.isPending,
  };
}

/** POST /seasons/{id}/fixtures, then says how many matches the season now has. */
export function useGenerateFixtures(season: Season) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const mutation = useGuardedMutation({
    mutationFn: () => dataProvider.generateSeasonFixtures(season.id),
    onSuccess: (summary) =>
      notify(text('notifications.generated'), {
        type: 'success',
        messageArgs: { name: season.name, smart_count: summary.matches },
      }),
    onError: (error) => notifyFailure('generateFailed', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [MATCHES] }),
  });
  return { generate: () => mutation.mutate(), isPending: mutation.isPending };
}
