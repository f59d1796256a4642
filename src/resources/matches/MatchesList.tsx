import { MATCH_STAGES, MATCH_STATUSES } from '@domain/match-rules';
import { SelectInput } from 'ra-ui-materialui';
import { AdminListPage } from '@/components/AdminList';
import { seasonFilter } from '../seasons/seasonFilter';
import { MatchRows } from './MatchRows';
import { text } from './resourceName';

/** SelectInput translates each choice's name. */
const choices = (group: string, values: readonly string[]) =>
  values.map((value) => ({ id: value, name: text(`${group}.${value}`) }));

/** Filtered by the server: season, status and stage. */
const filters = [
  seasonFilter(text('fields.seasonId'), text('filters.all')),
  <SelectInput
    key="status"
    source="status"
    choices={choices('status', MATCH_STATUSES)}
    emptyText={text('filters.all')}
    alwaysOn
  />,
  <SelectInput
    key="stage"
    source="stage"
    choices={choices('stage', MATCH_STAGES)}
    emptyText={text('filters.all')}
  />,
];

/** /admin/matches: every match of every season, soonest first, to check results and decide them. */
export default function MatchesList() {
  return (
    <AdminListPage
      titleKey={text('title')}
      filters={filters}
      sort={{ field: 'scheduledAt', order: 'ASC' }}
      loadFailed={text('loadFailed')}
    >
      <MatchRows />
    </AdminListPage>
  );
}
