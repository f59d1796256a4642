import type { MatchDispute } from '@domain/match-results';
import type { Match } from '@domain/matches';
import Stack from '@mui/material/Stack';
import { EditBase, ReferenceFieldBase, useRecordContext, useTranslate } from 'ra-core';
import { LoadState } from '@/components/LoadState';
import { PageSection } from '@/components/PageSection';
import { RecordPage } from '@/components/record/RecordPage';
import { EDIT_BASE_PROPS } from '@/components/record/recordBaseProps';
import { QUERY_RETRY } from '@/queryClient';
import { MatchDecisionForm } from '../matches/MatchDecisionForm';
import { MatchDetails } from '../matches/MatchDetails';
import { MATCHES, text as matchText } from '../matches/resourceName';
import { DisputeDetails } from './DisputeDetails';
import { DISPUTES, text } from './resourceName';

/** The disputed match (react-admin's RecordContext of the reference) and, while open, the admin's decision. */
function DisputedMatch({ open }: { open: boolean }) {
  const translate = useTranslate();
  const match = useRecordContext<Match>();
  if (!match) return null;
  return (
    <Stack spacing={3}>
      <PageSection title={translate(matchText('sections.match'))}>
        <MatchDetails match={match} />
      </PageSection>
      {open ? (
        <PageSection title={translate(matchText('sections.decision'))}>
          <MatchDecisionForm match={match} />
        </PageSection>
      ) : null}
    </Stack>
  );
}

/** The dispute of the page and the match it disputes, read through its `matchId` reference. */
function DisputeSections() {
  const translate = useTranslate();
  const dispute = useRecordContext<MatchDispute>();
  if (!dispute) return null;
  return (
    <Stack spacing={3}>
      <PageSection title={translate(matchText('sections.dispute'))}>
        <DisputeDetails dispute={dispute} />
      </PageSection>
      <ReferenceFieldBase<Match>
        source="matchId"
        reference={MATCHES}
        queryOptions={QUERY_RETRY}
        render={({ referenceRecord, isPending, error }) => (
          <LoadState loading={isPending} error={error ? translate(matchText('detailsFailed')) : null}>
            {referenceRecord ? <DisputedMatch open={dispute.status === 'Open'} /> : null}
          </LoadState>
        )}
      />
    </Stack>
  );
}

/** /admin/disputes/{id}, react-admin's edit path: the dispute, its match and, while open, the decision. */
export default function DisputeEdit() {
  const translate = useTranslate();
  const title = translate(text('name'), { smart_count: 1 });
  return (
    <EditBase<MatchDispute>
      {...EDIT_BASE_PROPS}
      render={(load) => (
        <RecordPage
          load={load}
          title={() => title}
          fallbackTitle={title}
          back={{ to: `/${DISPUTES}`, label: translate(text('action.back')) }}
          errorText={translate(text('detailsFailed'))}
        >
          <DisputeSections />
        </RecordPage>
      )}
    />
  );
}
