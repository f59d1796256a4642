import type { Season, SeasonEntry } from '@domain/seasons';
import Typography from '@mui/material/Typography';
import { RecordContextProvider, useTranslate } from 'ra-core';
import { DataTable, DateField, Pagination, ReferenceManyField } from 'ra-ui-materialui';
import { ResponsiveList } from '@/components/ResponsiveList';
import { EntryDivisionSelect } from './EntryDivisionSelect';
import { SEASON_ENTRIES, text } from './resourceName';

function NoEntries() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate(text('entries.empty'))}</Typography>;
}

const Column = DataTable.Col<SeasonEntry>;

/** The team, its division control, seed rating and registration; on phones the team over its division. */
function EntryRows({ season }: { season: Season }) {
  const translate = useTranslate();
  return (
    <ResponsiveList<SeasonEntry>
      label={translate(text('sections.entries'))}
      primaryText={(entry) => entry.team.name}
      secondaryText={(entry) => <EntryDivisionSelect season={season} entry={entry} />}
      rowClick={false}
      empty={<NoEntries />}
    >
      <Column source="team.name" label={text('entries.team')} />
      <Column
        source="divisionId"
        label={text('entries.division')}
        render={(entry) => <EntryDivisionSelect season={season} entry={entry} />}
      />
      <Column
        source="seedRating"
        label={text('entries.seedRating')}
        render={(entry) => entry.seedRating ?? translate(text('entries.noRating'))}
      />
      <Column source="registeredAt" label={text('entries.registeredAt')}>
        <DateField source="registeredAt" showTime />
      </Column>
    </ResponsiveList>
  );
}

/** GET /seasons/{id}/teams: the registered teams by name, 25 a page, each with its division. */
export function SeasonEntries({ season }: { season: Season }) {
  return (
    <RecordContextProvider value={season}>
      <ReferenceManyField
        reference={SEASON_ENTRIES}
        target="seasonId"
        sort={{ field: 'team.name', order: 'ASC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[]} />}
      >
        <EntryRows season={season} />
      </ReferenceManyField>
    </RecordContextProvider>
  );
}
