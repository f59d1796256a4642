import { matchTopic } from '@domain/live-topics';
import type { Match } from '@domain/matches';
import { canManageTeams } from '@domain/permissions';
import type { Season } from '@domain/seasons';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useGetOne, useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useSession } from '@/authProvider/AuthServices';
import { LiveScore } from '@/components/LiveScore';
import { LoadState } from '@/components/LoadState';
import { Page } from '@/components/Page';
import { PageSection } from '@/components/PageSection';
import { useLiveTopic } from '@/dataProvider';
import { lazyPart } from '@/lazyPart';
import { QUERY_RETRY } from '@/queryClient';
import { text as adminText } from '@/resources/matches/resourceName';
import { SEASONS } from '@/resources/seasons/resourceName';
import { useTeam } from '@/resources/teams/queries';
import { MatchCheckIn } from './MatchCheckIn';
import { MatchHeader } from './MatchHeader';
import { MatchJoinCard } from './MatchJoinCard';
import { MatchRatingChanges } from './MatchRatingChanges';
import { MatchResultActions } from './MatchResultActions';
import { MatchResultView } from './MatchResultView';
import { MatchScheduling } from './MatchScheduling';
import { MatchServer } from './MatchServer';
import { isRostered, ledTeam, liveScoreOf, MATCHES, withLiveSession } from './matchPageModel';
import { type MatchLists, useMatch, useMatchLists } from './queries';

// An admin's forms download for admins only; the history (which reads each step's particulars through
// schemas) after the page's first screen.
const MatchAdminActions = lazyPart(() =>
  import('@/resources/matches/MatchAdminActions').then((module) => module.MatchAdminActions),
);
const MatchHistory = lazyPart(() => import('./MatchHistory').then((module) => module.MatchHistory));

/** A section's list: its content once read, else the failure's own text. */
function ListState({ error, children }: { error: Error | null; children: ReactNode }) {
  return (
    <LoadState loading={false} error={error ? error.message : null}>
      {children}
    </LoadState>
  );
}

/** The match's sections: header, result (and its actions), scheduling, an admin's actions and history. */
function MatchSections({ match, lists }: { match: Match; lists: MatchLists }) {
  const translate = useTranslate();
  const { user } = useSession();
  const season = useGetOne<Season>(SEASONS, { id: match.seasonId }, QUERY_RETRY);
  const rosters = [useTeam(match.teamA.id).data, useTeam(match.teamB.id).data];
  const { proposals, history, disputes } = lists;
  const team = ledTeam(match, rosters, user?.id ?? null);
  const isAdmin = user ? canManageTeams(user) : false;
  const rostered = isRostered(rosters, user?.id ?? null);
  const now = Date.now();
  const section = (key: string) => translate(`app.match.sections.${key}`);
  return (
    <Stack spacing={3}>
      {/* A player of the match finds how to join it first, on a phone too. */}
      {rostered ? <MatchJoinCard match={match} /> : null}
      {/* While the match is played, its score comes first under the title (on a phone too). */}
      <LiveScore
        status={match.status}
        teamA={match.teamA.name}
        teamB={match.teamB.name}
        score={liveScoreOf(match)}
        variant="h6"
      />
      <PageSection title={translate('app.match.title')}>
        <MatchHeader
          match={match}
          season={season.data}
          seasonPending={season.isPending}
          rosters={rosters}
          now={now}
          events={history.data ?? []}
        />
      </PageSection>
      <MatchCheckIn match={match} team={team} now={now} />
      <MatchServer
        match={match}
        team={team}
        isAdmin={isAdmin}
        rosters={rosters}
        now={now}
        events={history.data ?? []}
        joinCardShown={rostered}
      />
      <PageSection title={section('result')}>
        <Stack spacing={2}>
          <ListState error={disputes.error}>
            <MatchResultView match={match} disputes={disputes.data ?? []} />
          </ListState>
          <MatchResultActions match={match} team={team} now={now} />
        </Stack>
      </PageSection>
      {match.ratingChanges ? (
        <PageSection title={translate('app.ratings.changesTitle')}>
          <MatchRatingChanges changes={match.ratingChanges} />
        </PageSection>
      ) : null}
      <PageSection title={section('scheduling')}>
        <ListState error={proposals.error}>
          {proposals.data ? (
            <MatchScheduling match={match} proposals={proposals.data} team={team} now={now} />
          ) : null}
        </ListState>
      </PageSection>
      {isAdmin ? (
        <PageSection title={translate(adminText('operations.title'))}>
          <MatchAdminActions match={match} />
        </PageSection>
      ) : null}
      <PageSection title={section('history')}>
        <ListState error={history.error}>
          {history.data ? <MatchHistory match={match} events={history.data} /> : null}
        </ListState>
      </PageSection>
    </Stack>
  );
}

/** /matches/{id}: a match as everyone signed in sees it, and what its two teams' captains do on it. */
export default function MatchPage() {
  const translate = useTranslate();
  const matchId = Number(useParams().id);
  const valid = Number.isInteger(matchId) && matchId > 0;
  const queryClient = useQueryClient();
  // Live: what the captains, admins and game servers do on the match shows without a reload. A game
  // server's report comes as the session's public state, applied to the match held without a read.
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: [MATCHES] });
  const live = useLiveTopic(valid ? matchTopic(matchId) : null, readAgain, (session) => {
    let read = false;
    queryClient.setQueriesData<Match>({ queryKey: [MATCHES, 'getOne', { id: String(matchId) }] }, (held) => {
      if (!held) return held;
      const next = withLiveSession(held, session);
      if (next !== 'read') return next;
      read = true;
      return held;
    });
    if (read) readAgain();
  });
  // While the stream is down, an open match server's progress and score are polled instead.
  const match = useMatch(matchId, valid, !live);
  const lists = useMatchLists(matchId, valid);
  const title = match.data
    ? `${match.data.teamA.name} ${translate('app.match.versus')} ${match.data.teamB.name}`
    : translate('app.match.title');
  return (
    <Page title={title}>
      <LoadState
        loading={valid && match.isPending}
        error={
          valid
            ? match.error
              ? match.error.message || translate('app.match.loadFailed')
              : null
            : translate('app.match.notFound')
        }
      >
        {match.data ? <MatchSections match={match.data} lists={lists} /> : null}
      </LoadState>
    </Page>
  );
}
