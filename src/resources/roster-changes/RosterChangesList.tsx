import { ROSTER_CHANGE_STATUSES } from '@domain/roster-changes';
import { useTranslate } from 'ra-core';
import { SelectInput } from 'ra-ui-materialui';
import { AdminList } from '@/components/AdminList';
import { Page } from '@/components/Page';
import { useSmallScreen } from '@/components/useSmallScreen';
import { RosterChangesSimpleList, RosterChangesTable } from './RosterChangeRows';
import { text } from './resourceName';

const filters = [
  <SelectInput
    key="status"
    source="status"
    choices={ROSTER_CHANGE_STATUSES.map((status) => ({ id: status, name: text(`status.${status}`) }))}
    emptyText={text('filters.all')}
    alwaysOn
  />,
];

/** /admin/roster-changes: the changes waiting for a decision, oldest first, as a queue to work through. */
export default function RosterChangesList() {
  const translate = useTranslate();
  const Rows = useSmallScreen() ? RosterChangesSimpleList : RosterChangesTable;
  const title = translate(text('title'));
  return (
    <Page title={title} maxWidth={1400}>
      <AdminList
        title={title}
        filters={filters}
        filterDefaultValues={{ status: 'Pending' }}
        sort={{ field: 'createdAt', order: 'ASC' }}
        loadFailed={text('loadFailed')}
      >
        <Rows />
      </AdminList>
    </Page>
  );
}
