import type { Season } from '@domain/seasons';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { DataTable, DateField } from 'ra-ui-materialui';
import { ResponsiveList } from '@/components/ResponsiveList';
import { text } from './resourceName';
import { SeasonStatusChip } from './SeasonStatusChip';

function NoSeasons() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate(text('empty'))}</Typography>;
}

const divisionNames = (season: Season) => season.divisions.map((division) => division.name).join(', ');

const Column = DataTable.Col<Season>;

/**
 * Name, status, start, weeks, divisions and teams; on phones the name over the status and teams, the start
 * day at the end. A row opens the season's page.
 */
export function SeasonRows() {
  const translate = useTranslate();
  return (
    <ResponsiveList<Season>
      label={translate(text('title'))}
      primaryText={(season) => season.name}
      secondaryText={(season) =>
        translate(text('summary'), {
          status: translate(text(`status.${season.status}`)),
          smart_count: season.teamCount,
        })
      }
      tertiaryText={(season) => new Date(season.startsAt).toLocaleDateString()}
      rowClick="edit"
      empty={<NoSeasons />}
    >
      <Column source="name" />
      <Column source="status" render={(season) => <SeasonStatusChip status={season.status} />} />
      <Column source="startsAt">
        <DateField source="startsAt" showTime />
      </Column>
      <DataTable.NumberCol source="weeks" disableSort />
      <Column source="divisions" disableSort render={divisionNames} />
      <DataTable.NumberCol source="teamCount" disableSort />
    </ResponsiveList>
  );
}
