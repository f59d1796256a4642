import { useTranslate } from 'ra-core';
import { TextInput } from 'ra-ui-materialui';
import { AdminList } from '@/components/AdminList';
import { Page } from '@/components/Page';
import { seasonFilter } from '../seasons/seasonFilter';
import { DivisionRows } from './DivisionRows';
import { text } from './resourceName';

/** Filtered by the server: the season, and part of the name as you type. */
const filters = [
  seasonFilter(text('filters.season'), text('filters.all')),
  <TextInput key="q" source="q" label={text('filters.search')} alwaysOn />,
];

/** /admin/divisions: every season's divisions, newest season first, each season's top tier first. */
export default function DivisionsList() {
  const translate = useTranslate();
  const title = translate(text('title'));
  return (
    <Page title={title} maxWidth={1400}>
      <AdminList
        title={title}
        filters={filters}
        sort={{ field: 'season.startsAt', order: 'DESC' }}
        loadFailed={text('loadFailed')}
      >
        <DivisionRows />
      </AdminList>
    </Page>
  );
}
