import type { DivisionRecord } from '@domain/divisions';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Datagrid, FunctionField, NumberField, SimpleList, TextField } from 'ra-ui-materialui';
import { text } from './resourceName';

function NoDivisions() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate(text('empty'))}</Typography>;
}

/** From 600 px up: name, season, tier, share and teams; a row opens the division's page. */
export function DivisionsTable() {
  const translate = useTranslate();
  return (
    <Datagrid
      aria-label={translate(text('title'))}
      rowClick="edit"
      bulkActionButtons={false}
      empty={<NoDivisions />}
    >
      <TextField source="name" />
      <TextField source="season.name" label={text('fields.season.name')} />
      <FunctionField<DivisionRecord>
        source="tier"
        render={(division) => translate(text('tier'), { place: division.tier + 1 })}
      />
      <FunctionField<DivisionRecord>
        source="mmrPercentage"
        render={(division) => translate(text('share'), { percentage: division.mmrPercentage })}
      />
      <NumberField source="teamCount" />
    </Datagrid>
  );
}

/** Phones: one row per division (its name, its season, share and teams). */
export function DivisionsSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<DivisionRecord>
      primaryText={(division) => division.name}
      secondaryText={(division) =>
        translate(text('summary'), {
          season: division.season.name,
          percentage: division.mmrPercentage,
          smart_count: division.teamCount,
        })
      }
      tertiaryText={(division) => translate(text('tier'), { place: division.tier + 1 })}
      linkType="edit"
      empty={<NoDivisions />}
    />
  );
}
