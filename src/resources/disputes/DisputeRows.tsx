import type { MatchDispute } from '@domain/match-results';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { DataTable, DateField } from 'ra-ui-materialui';
import { ResponsiveList } from '@/components/ResponsiveList';
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

const Column = DataTable.Col<MatchDispute>;

/**
 * When, the disputing team and captain, the note and status; on phones the team over the note, the day at
 * the end. A row opens the decision page.
 */
export function DisputeRows() {
  const translate = useTranslate();
  return (
    <ResponsiveList<MatchDispute>
      label={translate(text('title'))}
      primaryText={(dispute) => dispute.team.name}
      secondaryText={(dispute) => dispute.note}
      tertiaryText={(dispute) => new Date(dispute.createdAt).toLocaleDateString()}
      rowClick="edit"
      empty={<NoDisputes />}
    >
      <Column source="createdAt">
        <DateField source="createdAt" showTime />
      </Column>
      <Column source="team.name" label={text('fields.team')} disableSort />
      <Column source="disputedBy" disableSort render={(dispute) => dispute.disputedBy || '-'} />
      <Column
        source="note"
        disableSort
        render={(dispute) => (
          <Typography variant="body2" sx={{ maxWidth: 420, overflowWrap: 'anywhere' }}>
            {dispute.note}
          </Typography>
        )}
      />
      <Column source="status" render={(dispute) => <DisputeStatusChip status={dispute.status} />} />
    </ResponsiveList>
  );
}
