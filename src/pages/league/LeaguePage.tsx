import type { Season, SeasonStatus } from '@domain/seasons';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useMemo } from 'react';
import { Page } from '@/components/Page';
import { SeasonPlayoffs } from '@/components/playoffs/SeasonPlayoffs';
import { useStandings } from '@/resources/seasons/useStandings';
import { useLeagueTeams } from '@/resources/teams/queries';
import { LeagueSelectors } from './LeagueSelectors';
import { DivisionTable } from './StandingsTable';
import { useLeagueChoice } from './useLeagueSelection';

function Loading() {
  const translate = useTranslate();
  return <Typography role="status">{translate('app.league.loading')}</Typography>;
}

function LoadError() {
  const translate = useTranslate();
  return (
    <Typography role="alert" color="error">
      {translate('app.league.loadError')}
    </Typography>
  );
}

/** Logos by team id: the standings name teams only, the approved teams list has their logos. */
function useTeamLogos(): ReadonlyMap<number, string | null> {
  const teams = useLeagueTeams();
  return useMemo(() => new Map((teams.data ?? []).map((team) => [team.id, team.logoUrl])), [teams.data]);
}

/** Seasons whose divisions have drawn their playoff brackets. */
const HAS_PLAYOFFS: ReadonlySet<SeasonStatus> = new Set(['Playoffs', 'Finished']);

function SeasonStandings({ season, divisionId }: { season: Season; divisionId: number | undefined }) {
  const translate = useTranslate();
  const standings = useStandings(season.id, divisionId);
  const logos = useTeamLogos();
  if (standings.isPending) return <Loading />;
  if (standings.isError) return <LoadError />;
  return (
    <Stack spacing={4}>
      {standings.data.map((division) => (
        <Stack key={division.division.id} spacing={2}>
          <DivisionTable standings={division} logos={logos} />
          {HAS_PLAYOFFS.has(season.status) ? (
            <section aria-label={translate('app.playoffs.title')}>
              <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
                {translate('app.playoffs.title')}
              </Typography>
              <SeasonPlayoffs seasonId={season.id} divisionId={division.division.id} />
            </section>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}

/** The season of the URL if there is one, else the league's current season, else the newest. */
function LeagueStandings() {
  const translate = useTranslate();
  const { seasons, choice } = useLeagueChoice();
  if (seasons.isPending) return <Loading />;
  if (seasons.isError) return <LoadError />;
  if (!choice) return <Typography color="text.secondary">{translate('app.league.noSeason')}</Typography>;
  return (
    <>
      <LeagueSelectors seasons={seasons.data} choice={choice} />
      <SeasonStandings season={choice.season} divisionId={choice.divisionId} />
    </>
  );
}

/** /league: a season's standings, division by division, with the season and division to show in the URL. */
export default function LeaguePage() {
  const translate = useTranslate();
  return (
    <Page title={translate('app.league.title')}>
      <LeagueStandings />
    </Page>
  );
}
