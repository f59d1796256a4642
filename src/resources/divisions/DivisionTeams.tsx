import type { DivisionDetail } from '@domain/divisions';
import type { Season, SeasonEntry } from '@domain/seasons';
import Typography from '@mui/material/Typography';
import { ListContextProvider, useList, useTranslate } from 'ra-core';
import { DataTable } from 'ra-ui-materialui';
import { ResponsiveList } from '@/components/ResponsiveList';
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

const Column = DataTable.Col<SeasonEntry>;

/** The team, its seed rating, how it was placed and its division control; on phones the team over the control. */
function TeamRows({ division, season }: { division: DivisionDetail; season: Season | undefined }) {
  const translate = useTranslate();
  const placement = usePlacementText();
  return (
    <ResponsiveList<SeasonEntry>
      label={translate(text('sections.teams'))}
      primaryText={(entry) => entry.team.name}
      secondaryText={(entry) => <Placement season={season} entry={entry} name={division.name} />}
      tertiaryText={placement}
      rowClick={false}
      empty={<NoTeams />}
    >
      <Column source="team.name" label={text('fields.team.name')} disableSort />
      <Column
        source="seedRating"
        label={text('fields.seedRating')}
        disableSort
        render={(entry) => entry.seedRating ?? translate(text('teams.noRating'))}
      />
      <Column source="placedByAdmin" label={text('fields.placedByAdmin')} disableSort render={placement} />
      <Column
        source="divisionId"
        label={text('fields.name')}
        disableSort
        render={(entry) => <Placement season={season} entry={entry} name={division.name} />}
      />
    </ResponsiveList>
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
  return (
    <ListContextProvider value={list}>
      <TeamRows division={division} season={season} />
    </ListContextProvider>
  );
}
