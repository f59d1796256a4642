import type { Team } from '@domain/api';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type RaRecord, useTranslate } from 'ra-core';
import { DataTable, DateField } from 'ra-ui-materialui';
import { ResponsiveList } from '@/components/ResponsiveList';
import { TeamStatusChip } from '../teams/myTeam/TeamHeader';
import { TeamLogo } from '../teams/TeamLogo';
import { text } from './resourceName';

/** A click on a team opens its decision dialog instead of navigating (hence false). */
export type OpenTeam = (id: RaRecord['id']) => false;

function NoTeams() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate(text('empty'))}</Typography>;
}

const Column = DataTable.Col<Team>;

/**
 * The teams' logo, name, code, status, players and creation, columns labelled from the resource's fields; on
 * phones the logo, the name over the code and players, the status at the end. A team opens its dialog.
 */
export function TeamRows({ openTeam }: { openTeam: OpenTeam }) {
  const translate = useTranslate();
  return (
    <ResponsiveList<Team>
      label={translate(text('title'))}
      leftIcon={(team) => (
        <Box sx={{ mr: 2 }}>
          <TeamLogo name={team.name} logoUrl={team.logoUrl} size={36} />
        </Box>
      )}
      primaryText={(team) => team.name}
      secondaryText={(team) => translate(text('summary'), { code: team.code, smart_count: team.playerCount })}
      tertiaryText={(team) => <TeamStatusChip status={team.status} />}
      rowClick={openTeam}
      empty={<NoTeams />}
    >
      <Column
        source="logo"
        disableSort
        render={(team) => <TeamLogo name={team.name} logoUrl={team.logoUrl} size={36} />}
      />
      <Column source="name" />
      <Column source="code" />
      <Column source="status" render={(team) => <TeamStatusChip status={team.status} />} />
      <DataTable.NumberCol source="playerCount" />
      <Column source="createdAt" field={DateField} />
    </ResponsiveList>
  );
}
