import type { RosterChange } from '@domain/roster-changes';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useGetOne, useGetRecordId, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { DetailRow } from '@/components/DetailRow';
import { LoadState } from '@/components/LoadState';
import { Page } from '@/components/Page';
import { QUERY_RETRY } from '@/queryClient';
import { RosterChangeStatusChip } from './RosterChangeStatusChip';
import { ROSTER_CHANGES, text } from './resourceName';
import { useDecideRosterChange } from './useDecideRosterChange';
import { useRosterChangeText } from './useRosterChangeText';

function RosterChangeDetails({ change }: { change: RosterChange }) {
  const translate = useTranslate();
  const label = (field: string) => translate(text(`fields.${field}`));
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }}>
      <DetailRow label={label('status')}>
        <RosterChangeStatusChip status={change.status} />
      </DetailRow>
      <DetailRow label={label('user')}>{change.user.displayName}</DetailRow>
      <DetailRow label={label('kind')}>{translate(text(`kind.${change.kind}`))}</DetailRow>
      <DetailRow label={label('team')}>{change.team.name}</DetailRow>
      <DetailRow label={label('season')}>{change.season.name}</DetailRow>
      <DetailRow label={label('requestedBy')}>{change.requestedBy ?? '-'}</DetailRow>
      <DetailRow label={label('createdAt')}>{new Date(change.createdAt).toLocaleString()}</DetailRow>
      {change.decidedAt ? (
        <>
          <DetailRow label={label('decidedBy')}>{change.decidedBy ?? '-'}</DetailRow>
          <DetailRow label={label('decidedAt')}>{new Date(change.decidedAt).toLocaleString()}</DetailRow>
        </>
      ) : null}
    </Stack>
  );
}

function Decision({ change }: { change: RosterChange }) {
  const translate = useTranslate();
  const decide = useDecideRosterChange();
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        color="success"
        disabled={decide.isPending}
        onClick={() => decide.mutate({ change, decision: 'approve' })}
      >
        {translate(text('action.approve'))}
      </Button>
      <Button
        variant="outlined"
        color="error"
        disabled={decide.isPending}
        onClick={() => decide.mutate({ change, decision: 'deny' })}
      >
        {translate(text('action.deny'))}
      </Button>
    </Stack>
  );
}

/** /admin/roster-changes/{id}: the change and, while Pending, the admin's approve and deny buttons. */
export default function RosterChangeShow() {
  const translate = useTranslate();
  const describe = useRosterChangeText();
  const id = Number(useGetRecordId());
  const change = useGetOne<RosterChange>(ROSTER_CHANGES, { id }, QUERY_RETRY);
  return (
    <Page title={change.data ? describe(change.data) : translate(text('name'), { smart_count: 1 })}>
      <Button component={RouterLink} to="/admin/roster-changes" sx={{ mb: 2 }}>
        {translate(text('action.back'))}
      </Button>
      <LoadState loading={change.isPending} error={change.isError ? translate(text('detailsFailed')) : null}>
        {change.data ? (
          <Stack spacing={3}>
            <RosterChangeDetails change={change.data} />
            {change.data.status === 'Pending' ? <Decision change={change.data} /> : null}
          </Stack>
        ) : null}
      </LoadState>
    </Page>
  );
}
