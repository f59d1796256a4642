import type { Season } from '@domain/seasons';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Datagrid, DateField, FunctionField, NumberField, SimpleList, TextField } from 'ra-ui-materialui';
import { text } from './resourceName';
import { SeasonStatusChip } from './SeasonStatusChip';

function NoSeasons() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate(text('empty'))}</Typography>;
}

const divisionNames = (season: Season) => season.divisions.map((division) => division.name).join(', ');

/** From 600 px up: name, status, start, weeks, divisions and teams; a row opens the season's page. */
export function SeasonsTable() {
  const translate = useTranslate();
  return (
    <Datagrid
      aria-label={translate(text('title'))}
      rowClick="edit"
      bulkActionButtons={false}
      empty={<NoSeasons />}
    >
      <TextField source="name" />
      <FunctionField<Season>
        source="status"
        render={(season) => <SeasonStatusChip status={season.status} />}
      />
      <DateField source="startsAt" showTime />
      <NumberField source="weeks" sortable={false} />
      <FunctionField<Season> source="divisions" sortable={false} render={divisionNames} />
      <NumberField source="teamCount" sortable={false} />
    </Datagrid>
  );
}

/** Phones: one row per season (name, its status and teams, its start). */
export function SeasonsSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<Season>
      primaryText={(season) => season.name}
      secondaryText={(season) =>
        translate(text('summary'), {
          status: translate(text(`status.${season.status}`)),
          smart_count: season.teamCount,
        })
      }
      tertiaryText={(season) => new Date(season.startsAt).toLocaleDateString()}
      linkType="edit"
      empty={<NoSeasons />}
    />
  );
}
