import { TEAM_STATUSES } from '@domain/teams';
import { type RaRecord, useTranslate } from 'ra-core';
import { BooleanInput } from 'ra-ui-materialui';
import { useState } from 'react';
import { AdminList } from '@/components/AdminList';
import { Page } from '@/components/Page';
import { searchAndStatusFilters } from '@/components/searchAndStatusFilters';
import { text } from './resourceName';
import { TeamDecisionDialog } from './TeamDecisionDialog';
import { type OpenTeam, TeamRows } from './TeamRows';

/** SelectInput translates each choice's name: the statuses' labels are the teams resource's. */
const STATUS_CHOICES = TEAM_STATUSES.map((status) => ({
  id: status,
  name: `resources.teams.status.${status}`,
}));

/**
 * Searched by the server as you type (q: part of the name or code), and by status. The active teams show
 * unless the switch asks for the disbanded ones (teams that lost their last member but keep their history).
 */
const filters = [
  ...searchAndStatusFilters({ labels: text('filters'), choices: STATUS_CHOICES }),
  <BooleanInput key="disbanded" source="disbanded" label={text('filters.disbanded')} alwaysOn />,
];

/** The team approval table: paged, sorted and filtered by the server; a team opens a dialog. */
export default function LeagueManagementList() {
  const translate = useTranslate();
  const [openId, setOpenId] = useState<number | null>(null);
  const openTeam: OpenTeam = (id: RaRecord['id']) => {
    setOpenId(Number(id));
    return false;
  };
  const title = translate(text('title'));
  return (
    <Page title={title} maxWidth={1400}>
      <AdminList title={title} filters={filters} loadFailed={text('loadFailed')}>
        <TeamRows openTeam={openTeam} />
      </AdminList>
      <TeamDecisionDialog teamId={openId} onClose={() => setOpenId(null)} />
    </Page>
  );
}
