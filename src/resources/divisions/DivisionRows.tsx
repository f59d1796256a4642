import type { DivisionRecord } from '@domain/divisions';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { DataTable } from 'ra-ui-materialui';
import { ResponsiveList } from '@/components/ResponsiveList';
import { text } from './resourceName';

function NoDivisions() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate(text('empty'))}</Typography>;
}

const Column = DataTable.Col<DivisionRecord>;

/**
 * Name, season, tier, share and teams; on phones the name over the season, share and teams, the tier at the
 * end. A row opens the division's page.
 */
export function DivisionRows() {
  const translate = useTranslate();
  const tier = (division: DivisionRecord) => translate(text('tier'), { place: division.tier + 1 });
  return (
    <ResponsiveList<DivisionRecord>
      label={translate(text('title'))}
      primaryText={(division) => division.name}
      secondaryText={(division) =>
        translate(text('summary'), {
          season: division.season.name,
          percentage: division.mmrPercentage,
          smart_count: division.teamCount,
        })
      }
      tertiaryText={tier}
      rowClick="edit"
      empty={<NoDivisions />}
    >
      <Column source="name" />
      <Column source="season.name" label={text('fields.season.name')} />
      <Column source="tier" render={tier} />
      <Column
        source="mmrPercentage"
        render={(division) => translate(text('share'), { percentage: division.mmrPercentage })}
      />
      <DataTable.NumberCol source="teamCount" />
    </ResponsiveList>
  );
}
