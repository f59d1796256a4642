import { TEAM_STATUSES } from '@domain/teams';
import { type Identifier, useTranslate } from 'ra-core';
import { BooleanInput } from 'ra-ui-materialui';
import { useState } from 'react';
import { AdminList } from '@/components/AdminList';
import { Page } from '@/components/Page';
import { searchAndStatusFilters } from '@/components/searchAndStatusFilters';
import { TeamRows } from '../TeamRows';
import { text } from './resourceName';
import { TeamDecisionDialog } from './TeamDecisionDialog';

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
export default function TeamApprovalsList() {
  const translate = useTranslate();
  const [openId, setOpenId] = useState<number | null>(null);
  /** A click on a team opens its decision dialog instead of navigating (hence false). */
  const openTeam = (id: Identifier) => {
    setOpenId(Number(id));
    return false as const;
  };
  const title = translate(text('title'));
  return (
    <Page title={title} maxWidth={1400}>
      <AdminList title={title} filters={filters} loadFailed={text('loadFailed')}>
        <TeamRows label={title} rowClick={openTeam} />
      </AdminList>
      <TeamDecisionDialog teamId={openId} onClose={() => setOpenId(null)} />
    </Page>
  );
}
