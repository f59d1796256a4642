import type { DivisionDetail } from '@domain/divisions';
import type { Season, SeasonEntry } from '@domain/seasons';
import Typography from '@mui/material/Typography';
import { ListContextProvider, useList, useTranslate } from 'ra-core';
import { Datagrid, FunctionField, SimpleList, TextField } from 'ra-ui-materialui';
import { useSmallScreen } from '@/components/useSmallScreen';
import { EntryDivisionSelect } from '../seasons/EntryDivisionSelect';
import { text } from './resourceName';

function NoTeams() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate(text('teams.empty'))}</Typography>;
}

/** Who placed the team here: an admin (placement keeps it) or placement by rating. */
function usePlacementText() {
  const translate = useTranslate();
  return (entry: SeasonEntry) =>
    translate(text(entry.placedByAdmin ? 'teams.placedByAdmin' : 'teams.placedByRating'));
}

/**
 * Moving the team to another of the season's divisions is the season page's own control (PUT
 * /seasons/{id}/teams/{teamId}); until the season is read, the division's name stands in for it.
 */
function Placement({
  season,
  entry,
  name,
}: {
  season: Season | undefined;
  entry: SeasonEntry;
  name: string;
}) {
  return season ? (
    <EntryDivisionSelect season={season} entry={entry} showPlacedByAdmin={false} />
  ) : (
    <span>{name}</span>
  );
}

function TeamsTable({ division, season }: { division: DivisionDetail; season: Season | undefined }) {
  const translate = useTranslate();
  const placement = usePlacementText();
  return (
    <Datagrid
      aria-label={translate(text('sections.teams'))}
      rowClick={false}
      bulkActionButtons={false}
      empty={<NoTeams />}
    >
      <TextField source="team.name" label={text('fields.team.name')} sortable={false} />
      <FunctionField<SeasonEntry>
        source="seedRating"
        label={text('fields.seedRating')}
        sortable={false}
        render={(entry) => entry.seedRating ?? translate(text('teams.noRating'))}
      />
      <FunctionField<SeasonEntry>
        source="placedByAdmin"
        label={text('fields.placedByAdmin')}
        sortable={false}
        render={placement}
      />
      <FunctionField<SeasonEntry>
        source="divisionId"
        label={text('fields.name')}
        sortable={false}
        render={(entry) => <Placement season={season} entry={entry} name={division.name} />}
      />
    </Datagrid>
  );
}

/** Phones: the team's name, how it was placed, and its division control. */
function TeamsSimpleList({ division, season }: { division: DivisionDetail; season: Season | undefined }) {
  const placement = usePlacementText();
  return (
    <SimpleList<SeasonEntry>
      primaryText={(entry) => entry.team.name}
      secondaryText={(entry) => <Placement season={season} entry={entry} name={division.name} />}
      tertiaryText={placement}
      rowClick={false}
      empty={<NoTeams />}
    />
  );
}

/** The teams placed in the division (GET /divisions/{id} sends them all, by name). */
export function DivisionTeams({
  division,
  season,
}: {
  division: DivisionDetail;
  season: Season | undefined;
}) {
  const list = useList({ data: division.teams, perPage: 1000 });
  const Rows = useSmallScreen() ? TeamsSimpleList : TeamsTable;
  return (
    <ListContextProvider value={list}>
      <Rows division={division} season={season} />
    </ListContextProvider>
  );
}
