import type { DivisionRecord } from '@domain/divisions';
import { TEAM_STATUSES } from '@domain/teams';
import { useTranslate } from 'ra-core';
import { DataTable, ReferenceInput, SelectInput } from 'ra-ui-materialui';
import { AdminList } from '@/components/AdminList';
import { Page } from '@/components/Page';
import { searchAndStatusFilters } from '@/components/searchAndStatusFilters';
import { DIVISIONS } from '../divisions/resourceName';
import { CaptainField } from './CaptainField';
import { TeamRows } from './TeamRows';
import { teamPath } from './teamPath';

const FILTERS = 'resources.teams.list.filters';

/** SelectInput translates each choice's name. */
const STATUS_CHOICES = TEAM_STATUSES.map((status) => ({
  id: status,
  name: `resources.teams.status.${status}`,
}));

/** Every season's divisions, newest season first, each named with its season. */
function DivisionFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const optionText = (division: DivisionRecord) =>
    translate('resources.teams.list.divisionOption', {
      division: division.name,
      season: division.season.name,
    });
  return (
    <ReferenceInput source={source} reference={DIVISIONS} sort={{ field: 'season.startsAt', order: 'DESC' }}>
      <SelectInput
        size="small"
        optionText={optionText}
        label={`${FILTERS}.division`}
        emptyText={`${FILTERS}.allDivisions`}
        helperText={false}
      />
    </ReferenceInput>
  );
}

/**
 * Searched by the server as you type (q: part of the name or code), by status, and by the season's division
 * the teams entered, newest season first.
 */
const filters = [
  ...searchAndStatusFilters({ labels: FILTERS, choices: STATUS_CHOICES }),
  <DivisionFilter key="divisionId" source="divisionId" alwaysOn />,
];

/** /teams (team managers): every active team, paged, sorted and filtered by the server; a team opens its page. */
export default function TeamsList() {
  const translate = useTranslate();
  const title = translate('resources.teams.heading');
  return (
    <Page title={title} maxWidth={1400}>
      <AdminList title={title} filters={filters} loadFailed="resources.teams.list.loadFailed">
        <TeamRows label={title} rowClick={(id) => teamPath(Number(id))}>
          <DataTable.Col source="captain" disableSort>
            <CaptainField />
          </DataTable.Col>
        </TeamRows>
      </AdminList>
    </Page>
  );
}
