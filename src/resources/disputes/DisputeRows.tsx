import type { MatchDispute } from '@domain/match-results';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Datagrid, DateField, FunctionField, SimpleList, TextField } from 'ra-ui-materialui';
import { text } from './resourceName';

function NoDisputes() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate(text('empty'))}</Typography>;
}

export function DisputeStatusChip({ status }: { status: MatchDispute['status'] }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={status === 'Open' ? 'error' : 'default'}
      label={translate(text(`status.${status}`))}
    />
  );
}

/** From 600 px up: when, the disputing team and captain, the note and status; a row opens the decision page. */
export function DisputesTable() {
  const translate = useTranslate();
  return (
    <Datagrid
      aria-label={translate(text('title'))}
      rowClick="edit"
      bulkActionButtons={false}
      empty={<NoDisputes />}
    >
      <DateField source="createdAt" showTime />
      <TextField source="team.name" label={text('fields.team')} sortable={false} />
      <TextField source="disputedBy" sortable={false} emptyText="-" />
      <FunctionField<MatchDispute>
        source="note"
        sortable={false}
        render={(dispute) => (
          <Typography variant="body2" sx={{ maxWidth: 420, overflowWrap: 'anywhere' }}>
            {dispute.note}
          </Typography>
        )}
      />
      <FunctionField<MatchDispute>
        source="status"
        render={(dispute) => <DisputeStatusChip status={dispute.status} />}
      />
    </Datagrid>
  );
}

/** Phones: one row per dispute (the team, the note, when). */
export function DisputesSimpleList() {
  return (
    <SimpleList<MatchDispute>
      primaryText={(dispute) => dispute.team.name}
      secondaryText={(dispute) => dispute.note}
      tertiaryText={(dispute) => new Date(dispute.createdAt).toLocaleDateString()}
      linkType="edit"
      empty={<NoDisputes />}
    />
  );
}
