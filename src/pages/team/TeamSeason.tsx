import type { Team } from '@domain/api';
import type { Season } from '@domain/seasons';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { DetailRow } from '@/components/DetailRow';
import { LoadState } from '@/components/LoadState';
import { useTeamMatches } from '@/resources/matches/queries';
import { TeamMatchList } from '@/resources/matches/TeamMatchList';
import { useIsRegistered } from '@/resources/seasons/useIsRegistered';
import { useLeagueSeasons } from '@/resources/seasons/useLeagueSeasons';
import { useStandings } from '@/resources/seasons/useStandings';
import { CalendarLink } from './CalendarLink';
import { TeamSection } from './TeamSection';

type TeamRef = Pick<Team, 'id' | 'name'>;

const UPCOMING = 5;
const RESULTS = 10;

/** The team's row in the season's standings, with its division; null when it is not entered. */
function useTeamStanding(season: Season, teamId: number) {
  const standings = useStandings(season.id, undefined);
  const found = standings.data
    ?.flatMap((table) => table.rows.map((row) => ({ division: table.division, row })))
    .find(({ row }) => row.team.id === teamId);
  return { ...standings, standing: found ?? null };
}

/** No standing row: a team registered for a season not Live yet has none, and is entered all the same. */
function NoStanding({ season, team }: { season: Season; team: TeamRef }) {
  const translate = useTranslate();
  const { known, registered } = useIsRegistered(season, team);
  if (!known) return null;
  return (
    <Typography color="text.secondary">
      {translate(registered ? 'app.team.standing.registeredAwaitingStart' : 'app.team.standing.notEntered', {
        season: season.name,
      })}
    </Typography>
  );
}

function TeamStanding({ season, team }: { season: Season; team: TeamRef }) {
  const translate = useTranslate();
  const { standing, isPending, isError } = useTeamStanding(season, team.id);
  const label = (key: string) => translate(`app.team.standing.${key}`);
  return (
    <LoadState loading={isPending} error={isError ? label('loadFailed') : null}>
      {standing ? (
        <Stack spacing={1}>
          <Typography color="text.secondary">
            {translate('app.team.standing.in', { season: season.name })}
          </Typography>
          <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
            <DetailRow label={label('division')}>{standing.division.name}</DetailRow>
            <DetailRow label={label('rank')}>{standing.row.rank}</DetailRow>
            <DetailRow label={label('points')}>{standing.row.points}</DetailRow>
            <DetailRow label={label('played')}>{standing.row.played}</DetailRow>
          </Stack>
        </Stack>
      ) : (
        <NoStanding season={season} team={team} />
      )}
    </LoadState>
  );
}

function SeasonParts({ season, team }: { season: Season; team: TeamRef }) {
  const translate = useTranslate();
  const teamId = team.id;
  const upcoming = useTeamMatches({
    teamId,
    seasonId: season.id,
    status: 'Scheduled',
    order: 'ASC',
    limit: UPCOMING,
  });
  const results = useTeamMatches({
    teamId,
    seasonId: season.id,
    status: 'Confirmed',
    order: 'DESC',
    limit: RESULTS,
  });
  const upcomingTitle = translate('app.team.sections.upcoming');
  const resultsTitle = translate('app.team.sections.results');
  return (
    <>
      <TeamSection title={translate('app.team.sections.standing')}>
        <TeamStanding season={season} team={team} />
      </TeamSection>
      <TeamSection title={upcomingTitle}>
        <TeamMatchList
          label={upcomingTitle}
          matches={upcoming}
          teamId={teamId}
          empty={translate('app.team.matches.noUpcoming')}
        />
        <CalendarLink teamId={teamId} />
      </TeamSection>
      <TeamSection title={resultsTitle}>
        <TeamMatchList
          label={resultsTitle}
          matches={results}
          teamId={teamId}
          played
          empty={translate('app.team.matches.noResults')}
        />
      </TeamSection>
    </>
  );
}

/**
 * The team in the league's current season (the one /league opens on): its standing, its next matches
 * with the calendar feed, and its latest results.
 */
export function TeamSeason({ team }: { team: TeamRef }) {
  const translate = useTranslate();
  const seasons = useLeagueSeasons();
  if (seasons.isPending) return null;
  if (seasons.isError) {
    return (
      <TeamSection title={translate('app.team.sections.standing')}>
        <Typography role="alert" color="error">
          {translate('app.team.standing.loadFailed')}
        </Typography>
      </TeamSection>
    );
  }
  if (!seasons.current) {
    return (
      <TeamSection title={translate('app.team.sections.standing')}>
        <Typography color="text.secondary">{translate('app.team.standing.noSeason')}</Typography>
      </TeamSection>
    );
  }
  return <SeasonParts season={seasons.current} team={team} />;
}
