import { TextInput } from 'ra-ui-materialui';
import { AdminListPage } from '@/components/AdminList';
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
  return (
    <AdminListPage
      titleKey={text('title')}
      filters={filters}
      sort={{ field: 'season.startsAt', order: 'DESC' }}
      loadFailed={text('loadFailed')}
    >
      <DivisionRows />
    </AdminListPage>
  );
}
