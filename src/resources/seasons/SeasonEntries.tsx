import type { Season, SeasonEntry } from '@domain/seasons';
import Typography from '@mui/material/Typography';
import { RecordContextProvider, useTranslate } from 'ra-core';
import {
  Datagrid,
  DateField,
  FunctionField,
  Pagination,
  ReferenceManyField,
  SimpleList,
  TextField,
} from 'ra-ui-materialui';
import { useSmallScreen } from '@/components/useSmallScreen';
import { EntryDivisionSelect } from './EntryDivisionSelect';
import { SEASON_ENTRIES, text } from './resourceName';

function NoEntries() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate(text('entries.empty'))}</Typography>;
}

function EntriesTable({ season }: { season: Season }) {
  const translate = useTranslate();
  return (
    <Datagrid
      aria-label={translate(text('sections.entries'))}
      rowClick={false}
      bulkActionButtons={false}
      empty={<NoEntries />}
    >
      <TextField source="team.name" label={text('entries.team')} />
      <FunctionField<SeasonEntry>
        source="divisionId"
        label={text('entries.division')}
        render={(entry) => <EntryDivisionSelect season={season} entry={entry} />}
      />
      <FunctionField<SeasonEntry>
        source="seedRating"
        label={text('entries.seedRating')}
        render={(entry) => entry.seedRating ?? translate(text('entries.noRating'))}
      />
      <DateField source="registeredAt" label={text('entries.registeredAt')} showTime />
    </Datagrid>
  );
}

/** Phones: the team's name over its division. */
function EntriesSimpleList({ season }: { season: Season }) {
  return (
    <SimpleList<SeasonEntry>
      primaryText={(entry) => entry.team.name}
      secondaryText={(entry) => <EntryDivisionSelect season={season} entry={entry} />}
      rowClick={false}
      empty={<NoEntries />}
    />
  );
}

/** GET /seasons/{id}/teams: the registered teams by name, 25 a page, each with its division. */
export function SeasonEntries({ season }: { season: Season }) {
  const Rows = useSmallScreen() ? EntriesSimpleList : EntriesTable;
  return (
    <RecordContextProvider value={season}>
      <ReferenceManyField
        reference={SEASON_ENTRIES}
        target="seasonId"
        sort={{ field: 'team.name', order: 'ASC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[]} />}
      >
        <Rows season={season} />
      </ReferenceManyField>
    </RecordContextProvider>
  );
}
