import type { Team } from '@domain/api';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type RaRecord, useTranslate } from 'ra-core';
import { Datagrid, DateField, FunctionField, NumberField, SimpleList, TextField } from 'ra-ui-materialui';
import { TeamStatusChip } from '../teams/myTeam/TeamHeader';
import { TeamLogo } from '../teams/TeamLogo';
import { text } from './resourceName';

/** A click on a team opens its decision dialog instead of navigating (hence false). */
export type OpenTeam = (id: RaRecord['id']) => false;

function NoTeams() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate(text('empty'))}</Typography>;
}

/** From 600 px up: the teams' logo, name, code, status, players and creation; columns label themselves. */
export function TeamsTable({ openTeam }: { openTeam: OpenTeam }) {
  return (
    <Datagrid rowClick={openTeam} bulkActionButtons={false} empty={<NoTeams />}>
      <FunctionField<Team>
        source="logo"
        sortable={false}
        render={(team) => <TeamLogo name={team.name} logoUrl={team.logoUrl} size={36} />}
      />
      <TextField source="name" />
      <TextField source="code" />
      <FunctionField<Team> source="status" render={(team) => <TeamStatusChip status={team.status} />} />
      <NumberField source="playerCount" />
      <DateField source="createdAt" />
    </Datagrid>
  );
}

/** Phones: react-admin's SimpleList, one row per team (logo, name, status, code and players). */
export function TeamsSimpleList({ openTeam }: { openTeam: OpenTeam }) {
  const translate = useTranslate();
  return (
    <SimpleList<Team>
      leftIcon={(team) => (
        <Box sx={{ mr: 2 }}>
          <TeamLogo name={team.name} logoUrl={team.logoUrl} size={36} />
        </Box>
      )}
      primaryText={(team) => team.name}
      tertiaryText={(team) => <TeamStatusChip status={team.status} />}
      secondaryText={(team) => translate(text('summary'), { code: team.code, smart_count: team.playerCount })}
      rowClick={openTeam}
      empty={<NoTeams />}
    />
  );
}
