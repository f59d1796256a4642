import { useTranslate } from 'ra-core';
import { SelectInput } from 'ra-ui-materialui';
import { type ComponentType, useMemo } from 'react';
import { AdminList } from './AdminList';
import { Page } from './Page';

interface StatusQueueListProps<Status extends string> {
  /** The resource's text keys: `title`, `loadFailed`, `filters.all` and `status.<status>`. */
  text: (key: string) => string;
  statuses: readonly Status[];
  /** The status the queue opens on: the requests waiting for an admin. */
  waiting: Status;
  /** The queue's rows (a ResponsiveList). */
  Rows: ComponentType;
}

/**
 * An admin queue (disputes, roster changes): filtered by status, opening on the ones waiting, oldest first,
 * as a table or on phones one line each.
 */
export function StatusQueueList<Status extends string>({
  text,
  statuses,
  waiting,
  Rows,
}: StatusQueueListProps<Status>) {
  const translate = useTranslate();
  const title = translate(text('title'));
  const filters = useMemo(
    () => [
      <SelectInput
        key="status"
        source="status"
        choices={statuses.map((status) => ({ id: status, name: text(`status.${status}`) }))}
        emptyText={text('filters.all')}
        alwaysOn
      />,
    ],
    [statuses, text],
  );
  return (
    <Page title={title} maxWidth={1400}>
      <AdminList
        title={title}
        filters={filters}
        filterDefaultValues={{ status: waiting }}
        sort={{ field: 'createdAt', order: 'ASC' }}
        loadFailed={text('loadFailed')}
      >
        <Rows />
      </AdminList>
    </Page>
  );
}
