import type { RosterChange } from '@domain/roster-changes';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ShowBase, useRecordContext, useTranslate } from 'ra-core';
import { DateField, FunctionField, ReferenceField, SimpleShowLayout, TextField } from 'ra-ui-materialui';
import { RecordPage } from '@/components/record/RecordPage';
import { ReferenceLink } from '@/components/record/ReferenceLink';
import { SHOW_BASE_PROPS } from '@/components/record/recordBaseProps';
import { SEASONS } from '../seasons/resourceName';
import { RosterChangeStatusChip } from './RosterChangeStatusChip';
import { ROSTER_CHANGES, text } from './resourceName';
import { useDecideRosterChange } from './useDecideRosterChange';
import { useRosterChangeText } from './useRosterChangeText';

const label = (field: string) => text(`fields.${field}`);

/**
 * The change as asked and, once decided, by whom and when; its season links to the season's page (the
 * team and the player are shown by name: the API embeds them, and neither is a resource every team
 * manager may read).
 */
function RosterChangeDetails() {
  const translate = useTranslate();
  const change = useRecordContext<RosterChange>();
  if (!change) return null;
  return (
    <SimpleShowLayout sx={{ p: 0 }}>
      <FunctionField<RosterChange>
        label={label('status')}
        render={(record) => <RosterChangeStatusChip status={record.status} />}
      />
      <TextField source="user.displayName" label={label('user')} />
      <FunctionField<RosterChange>
        label={label('kind')}
        render={(record) => translate(text(`kind.${record.kind}`))}
      />
      <TextField source="team.name" label={label('team')} />
      <ReferenceField source="season.id" reference={SEASONS} label={label('season')} link={false}>
        <ReferenceLink type="edit" />
      </ReferenceField>
      <TextField source="requestedBy" label={label('requestedBy')} emptyText="-" />
      <DateField source="createdAt" label={label('createdAt')} showTime />
      {change.decidedAt ? <TextField source="decidedBy" label={label('decidedBy')} emptyText="-" /> : null}
      {change.decidedAt ? <DateField source="decidedAt" label={label('decidedAt')} showTime /> : null}
    </SimpleShowLayout>
  );
}

/** While the change is Pending: the admin's approve and deny (custom dataProvider methods). */
function Decision() {
  const translate = useTranslate();
  const change = useRecordContext<RosterChange>();
  const decide = useDecideRosterChange();
  if (change?.status !== 'Pending') return null;
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

/** /admin/roster-changes/{id}/show: the change and, while Pending, the admin's approve and deny buttons. */
export default function RosterChangeShow() {
  const translate = useTranslate();
  const describe = useRosterChangeText();
  return (
    <ShowBase<RosterChange>
      {...SHOW_BASE_PROPS}
      render={(load) => (
        <RecordPage
          load={load}
          title={describe}
          fallbackTitle={translate(text('name'), { smart_count: 1 })}
          back={{ to: `/${ROSTER_CHANGES}`, label: translate(text('action.back')) }}
          errorText={translate(text('detailsFailed'))}
        >
          <Stack spacing={3}>
            <RosterChangeDetails />
            <Decision />
          </Stack>
        </RecordPage>
      )}
    />
  );
}
