import type { Team } from '@domain/api';
import type { Season } from '@domain/seasons';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useGetList, useTranslate } from 'ra-core';
import { useGuardedMutation } from '@/components/useGuardedMutation';
import { useAppDataProvider } from '@/dataProvider';
import { QUERY_RETRY } from '@/queryClient';
import { SEASON_ENTRIES, SEASONS, text } from '@/resources/seasons/resourceName';
import { useIsRegistered } from '@/resources/seasons/useIsRegistered';

type TeamRef = Pick<Team, 'id' | 'name'>;

/** One season open for registration: "Register for <season>", or that the team is registered. */
function SeasonRegistrationRow({ season, team }: { season: Season; team: TeamRef }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const { known, registered } = useIsRegistered(season, team);
  const register = useGuardedMutation({
    mutationFn: () => dataProvider.registerTeamForSeason(season.id, team.id),
    onSettled: () =>
      Promise.all(
        [SEASON_ENTRIES, SEASONS].map((scope) => queryClient.invalidateQueries({ queryKey: [scope] })),
      ),
  });
  if (!known) return null;
  if (registered || register.isSuccess) {
    return (
      <Alert severity="success">
        {translate(text('registration.registered'), { team: team.name, season: season.name })}
      </Alert>
    );
  }
  return (
    <Stack spacing={1}>
      <div>
        <Button
          variant="contained"
          color="secondary"
          loading={register.isPending}
          onClick={() => register.mutate()}
        >
          {translate(text('registration.register'), { season: season.name })}
        </Button>
      </div>
      {register.isError ? (
        // The server's refusal says why (too few players, registration closed...).
        <Alert severity="error">{register.error.message || translate(text('registration.failed'))}</Alert>
      ) : null}
    </Stack>
  );
}

/** A captain's entry of their Approved team into the seasons open for registration. */
export function SeasonRegistration({ team }: { team: TeamRef }) {
  const seasons = useGetList<Season>(
    SEASONS,
    {
      filter: { status: 'Registration' },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'startsAt', order: 'ASC' },
    },
    QUERY_RETRY,
  );
  if (!seasons.data?.length) return null;
  return (
    <Stack spacing={1.5}>
      {seasons.data.map((season) => (
        <SeasonRegistrationRow key={season.id} season={season} team={team} />
      ))}
    </Stack>
  );
}
