import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RaRecord } from 'ra-core';
import {
  Datagrid,
  DateField,
  FunctionField,
  NumberField,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
} from 'ra-ui-materialui';
import { useState } from 'react';
import type { Team } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { TEAM_STATUSES } from '../../../domain/teams';
import { AdminList } from '../../components/AdminList';
import { Page } from '../../components/Page';
import { useSmallScreen } from '../../components/useSmallScreen';
import { TeamStatusChip } from '../../resources/teams/myTeam/TeamHeader';
import { TeamLogo } from '../../resources/teams/TeamLogo';
import { TeamDecisionDialog } from './TeamDecisionDialog';
import { LEAGUE_MANAGEMENT_RESOURCE } from './useTeamDecision';

const t = messages.leagueManagement;

const STATUS_CHOICES = TEAM_STATUSES.map((status) => ({ id: status, name: messages.myTeam.status[status] }));

const filters = [
  <TextInput key="q" source="q" label={t.search} alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label={t.status}
    choices={STATUS_CHOICES}
    emptyText={t.all}
    alwaysOn
  />,
];

const noTeams = <Typography sx={{ p: 2 }}>{t.noTeams}</Typography>;

/** A click on a team opens its decision dialog instead of navigating (hence false). */
type OpenTeam = (id: RaRecord['id']) => false;

function TeamsTable({ openTeam }: { openTeam: OpenTeam }) {
  return (
    <Datagrid rowClick={openTeam} bulkActionButtons={false} empty={noTeams}>
      <FunctionField<Team>
        label={messages.teamForm.logo}
        sortable={false}
        render={(team) => <TeamLogo name={team.name} logoUrl={team.logoUrl} size={36} />}
      />
      <TextField source="name" label={messages.teams.name} />
      <TextField source="code" label={messages.teams.code} />
      <FunctionField<Team>
        source="status"
        label={t.status}
        render={(team) => <TeamStatusChip status={team.status} />}
      />
      <NumberField source="playerCount" label={messages.teams.players} />
      <DateField source="createdAt" label={t.createdAt} />
    </Datagrid>
  );
}

/** Phones: react-admin's SimpleList, one row per team (logo, name, status, code and players). */
function TeamsSimpleList({ openTeam }: { openTeam: OpenTeam }) {
  return (
    <SimpleList<Team>
      leftIcon={(team) => (
        <Box sx={{ mr: 2 }}>
          <TeamLogo name={team.name} logoUrl={team.logoUrl} size={36} />
        </Box>
      )}
      primaryText={(team) => team.name}
      tertiaryText={(team) => <TeamStatusChip status={team.status} />}
      secondaryText={(team) => messages.smallScreen.teamSummary(team.code, team.playerCount)}
      rowClick={openTeam}
      empty={noTeams}
    />
  );
}

/** SPEC section 2's team approval table: paged, sorted and searched by the server. */
export default function LeagueManagementPage() {
  const small = useSmallScreen();
  const [openId, setOpenId] = useState<number | null>(null);
  const openTeam: OpenTeam = (id) => {
    setOpenId(Number(id));
    return false;
  };
  return (
    <Page title={t.title} maxWidth={1400}>
      <AdminList resource={LEAGUE_MANAGEMENT_RESOURCE} title={t.title} filters={filters}>
        {small ? <TeamsSimpleList openTeam={openTeam} /> : <TeamsTable openTeam={openTeam} />}
      </AdminList>
      <TeamDecisionDialog teamId={openId} onClose={() => setOpenId(null)} />
    </Page>
  );
}
