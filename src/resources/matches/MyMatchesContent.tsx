import type { Team } from '@domain/api';
import type { Match } from '@domain/matches';
import type { Season } from '@domain/seasons';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadState } from '@/components/LoadState';
import { outcomeText } from '@/components/matchOutcome';
import { useLeagueSeasons } from '@/resources/seasons/useLeagueSeasons';
import { useMyTeam } from '@/resources/teams/queries';
import { formatMatchTime } from './MatchTime';
import { awaitsConfirmationBy } from './matchModel';
import { matchPath } from './matchPath';
import { useTeamMatches } from './queries';
import { TeamMatchItem } from './TeamMatchItem';
import { useOpenProposals } from './useOpenProposals';

/** The scheduled matches read for the next match and the proposals; the reported ones to find those to confirm. */
const SCHEDULED_READ = 5;
/** A team plays one match at a time: the Live one read is its match now. */
const LIVE_READ = 1;
const REPORTED_READ = 25;

const key = (name: string) => `app.dashboard.myMatches.${name}`;

/** One part of the widget: its heading and its list, or the text for when it has nothing. */
function Part({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <Stack component="section" aria-label={title} spacing={0.5}>
      <Typography component="h3" variant="subtitle2" color="text.secondary">
        {title}
      </Typography>
      {children.length ? (
        <List dense disablePadding aria-label={title}>
          {children}
        </List>
      ) : (
        <Typography variant="body2">{empty}</Typography>
      )}
    </Stack>
  );
}

/** A line that opens its match. */
function MatchLine({ match, title, children }: { match: Match; title?: string; children: string }) {
  return (
    <ListItem disableGutters>
      <Link component={RouterLink} to={matchPath(match.id)} title={title}>
        {children}
      </Link>
    </ListItem>
  );
}

/** The reported result to confirm, worded as the match page words it. */
function useResultText() {
  const translate = useTranslate();
  return (match: Match): string => outcomeText(translate, match, match) ?? translate('app.match.result.none');
}

function TeamMatches({ team, season }: { team: Team; season: Season }) {
  const translate = useTranslate();
  const resultText = useResultText();
  const playing = useTeamMatches({
    teamId: team.id,
    seasonId: season.id,
    status: 'Live',
    order: 'ASC',
    limit: LIVE_READ,
  });
  const scheduled = useTeamMatches({
    teamId: team.id,
    seasonId: season.id,
    status: 'Scheduled',
    order: 'ASC',
    limit: SCHEDULED_READ,
  });
  const reported = useTeamMatches({
    teamId: team.id,
    seasonId: season.id,
    status: 'Reported',
    order: 'ASC',
    limit: REPORTED_READ,
  });
  const proposals = useOpenProposals(scheduled.data ?? [], team.id);
  const loading = playing.isPending || scheduled.isPending || reported.isPending || proposals.isPending;
  const failed = playing.isError || scheduled.isError || reported.isError || proposals.isError;
  // The match being played now comes before the next one to play.
  const next = playing.data?.[0] ?? scheduled.data?.[0];
  const toConfirm = (reported.data ?? []).filter((match) => awaitsConfirmationBy(match, team.id));
  return (
    <LoadState loading={loading} error={failed ? translate(key('loadFailed')) : null}>
      <Stack spacing={2}>
        <Part title={translate(key('next'))} empty={translate(key('noNext'))}>
          {next ? [<TeamMatchItem key={next.id} match={next} teamId={team.id} />] : []}
        </Part>
        <Part title={translate(key('proposals'))} empty={translate(key('noProposals'))}>
          {proposals.proposals.map(({ match, proposal }) => (
            <MatchLine key={proposal.id} match={match} title={proposal.time}>
              {translate(key('proposal'), { team: proposal.team.name, time: formatMatchTime(proposal.time) })}
            </MatchLine>
          ))}
        </Part>
        <Part title={translate(key('toConfirm'))} empty={translate(key('noneToConfirm'))}>
          {toConfirm.map((match) => (
            <MatchLine key={match.id} match={match}>
              {translate(key('reported'), {
                team: match.reportedBy?.name ?? '',
                score: resultText(match),
              })}
            </MatchLine>
          ))}
        </Part>
      </Stack>
    </LoadState>
  );
}

/**
 * The My Matches widget: the team's match being played (Live, with its score) or else its next match in the current season, the time proposals the other team
 * made that wait for an answer, and the results the other team reported that wait for confirmation.
 */
export function MyMatchesContent() {
  const translate = useTranslate();
  const myTeam = useMyTeam();
  const seasons = useLeagueSeasons();
  const failed = myTeam.isError || seasons.isError;
  let content: ReactNode = null;
  if (!myTeam.data) content = <Typography color="text.secondary">{translate(key('noTeam'))}</Typography>;
  else if (!seasons.current) {
    content = <Typography color="text.secondary">{translate(key('noSeason'))}</Typography>;
  } else content = <TeamMatches team={myTeam.data} season={seasons.current} />;
  return (
    <LoadState
      loading={myTeam.isPending || seasons.isPending}
      error={failed ? translate(key('loadFailed')) : null}
    >
      {content}
    </LoadState>
  );
}
