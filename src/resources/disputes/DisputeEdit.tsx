import type { MatchDispute } from '@domain/match-results';
import type { Match } from '@domain/matches';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useGetOne, useGetRecordId, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { LoadState } from '@/components/LoadState';
import { Page } from '@/components/Page';
import { PageSection } from '@/components/PageSection';
import { QUERY_RETRY } from '@/queryClient';
import { MatchDecisionForm } from '../matches/MatchDecisionForm';
import { MatchDetails } from '../matches/MatchDetails';
import { MATCHES, text as matchText } from '../matches/resourceName';
import { DisputeDetails } from './DisputeDetails';
import { DISPUTES, text } from './resourceName';

/** The disputed match and the admin's decision on it; the decision settles the dispute. */
function DisputedMatch({ matchId, open }: { matchId: number; open: boolean }) {
  const translate = useTranslate();
  const match = useGetOne<Match>(MATCHES, { id: matchId }, QUERY_RETRY);
  return (
    <LoadState loading={match.isPending} error={match.isError ? translate(matchText('detailsFailed')) : null}>
      {match.data ? (
        <Stack spacing={3}>
          <PageSection title={translate(matchText('sections.match'))}>
            <MatchDetails match={match.data} />
          </PageSection>
          {open ? (
            <PageSection title={translate(matchText('sections.decision'))}>
              <MatchDecisionForm match={match.data} />
            </PageSection>
          ) : null}
        </Stack>
      ) : null}
    </LoadState>
  );
}

/** /admin/disputes/{id}, react-admin's edit path: the dispute, its match and, while open, the decision. */
export default function DisputeEdit() {
  const translate = useTranslate();
  const id = Number(useGetRecordId());
  const dispute = useGetOne<MatchDispute>(DISPUTES, { id }, QUERY_RETRY);
  return (
    <Page title={translate(text('name'), { smart_count: 1 })}>
      <Button component={RouterLink} to="/admin/disputes" sx={{ mb: 2 }}>
        {translate(text('action.back'))}
      </Button>
      <LoadState
        loading={dispute.isPending}
        error={dispute.isError ? translate(text('detailsFailed')) : null}
      >
        {dispute.data ? (
          <Stack spacing={3}>
            <PageSection title={translate(matchText('sections.dispute'))}>
              <DisputeDetails dispute={dispute.data} />
            </PageSection>
            <DisputedMatch matchId={dispute.data.matchId} open={dispute.data.status === 'Open'} />
          </Stack>
        ) : null}
      </LoadState>
    </Page>
  );
}
