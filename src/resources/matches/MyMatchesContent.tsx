import type { Team } from '@domain/api';
import type { Match } from '@domain/matches';
import type { Season } from '@domain/seasons';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetOne, useTranslate } from 'ra-core';
import { type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '@/authProvider/AuthServices';
import { LoadState } from '@/components/LoadState';
import { outcomeText } from '@/components/matchOutcome';
import { QUERY_RETRY } from '@/queryClient';
import { useLeagueSeasons } from '@/resources/seasons/useLeagueSeasons';
import { useMyTeam } from '@/resources/teams/queries';
import { CheckInButton } from './CheckInButton';
import { formatMatchTime } from './MatchTime';
import { matchPath } from './matchPath';
import { MATCHES, useTeamMatches } from './queries';
import { TeamMatchItem } from './TeamMatchItem';
import { awaitsConfirmationBy, checkedInAt, isCheckInOpen } from './teamMatchModel';
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

/** A minute: how often the widget looks again whether check-in opened or closed. */
const CLOCK_TICK_MS = 60_000;

/** The time now, moving on every minute, so the Check in button shows up and goes without a reload. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The next match's check-in (GET /matches/{id} carries it): while the window is open, until when, and the
 * Check in button for the team's captain and co-captains; "Checked in" once the team is.
 */
function NextMatchCheckIn({ match, team }: { match: Match; team: Team }) {
  const translate = useTranslate();
  const now = useNow();
  const { user } = useSession();
  const detail = useGetOne<Match>(MATCHES, { id: match.id }, QUERY_RETRY);
  const leads = team.players.some(
    (player) => player.userId === user?.id && (player.isCaptain || player.isCoCaptain),
  );
  const current = detail.data;
  if (!current?.checkIn) return null;
  const done = checkedInAt(current, team.id) !== null;
  if (!done && !isCheckInOpen(current, now)) return null;
  return (
    <ListItem disableGutters>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {done ? null : (
          <Typography variant="body2">
            {translate(key('checkInOpen'), { closes: formatMatchTime(current.checkIn.closesAt) })}
          </Typography>
        )}
        {leads || done ? <CheckInButton match={current} teamId={team.id} now={now} /> : null}
      </Stack>
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
          {next
            ? [
                <TeamMatchItem key={next.id} match={next} teamId={team.id} />,
                <NextMatchCheckIn key={`check-in-${next.id}`} match={next} team={team} />,
              ]
            : []}
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
 * The My Matches widget: the team's match being played (Live, with its score) or else its next match in the
 * current season (with its check-in while it is open), the time proposals the other team
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
