import { DISPUTE_STATUSES } from '@domain/matches';
import { useTranslate } from 'ra-core';
import { SelectInput } from 'ra-ui-materialui';
import { AdminList } from '@/components/AdminList';
import { Page } from '@/components/Page';
import { useSmallScreen } from '@/components/useSmallScreen';
import { DisputesSimpleList, DisputesTable } from './DisputeRows';
import { text } from './resourceName';

const filters = [
  <SelectInput
    key="status"
    source="status"
    choices={DISPUTE_STATUSES.map((status) => ({ id: status, name: text(`status.${status}`) }))}
    emptyText={text('filters.all')}
    alwaysOn
  />,
];

/** /admin/disputes: the captains' disputes, the open ones first, oldest first, as a queue to work through. */
export default function DisputesList() {
  const translate = useTranslate();
  const DisputeRows = useSmallScreen() ? DisputesSimpleList : DisputesTable;
  const title = translate(text('title'));
  return (
    <Page title={title} maxWidth={1400}>
      <AdminList
        title={title}
        filters={filters}
        filterDefaultValues={{ status: 'Open' }}
        sort={{ field: 'createdAt', order: 'ASC' }}
        loadFailed={text('loadFailed')}
      >
        <DisputeRows />
      </AdminList>
    </Page>
  );
}
