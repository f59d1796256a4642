import type { RosterChange } from '@domain/roster-changes';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { DataTable, DateField } from 'ra-ui-materialui';
import { ResponsiveList } from '@/components/ResponsiveList';
import { RosterChangeStatusChip } from './RosterChangeStatusChip';
import { text } from './resourceName';
import { useRosterChangeText } from './useRosterChangeText';

function NoRosterChanges() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate(text('empty'))}</Typography>;
}

const Column = DataTable.Col<RosterChange>;

/**
 * When, the player, the change, the team and season, who asked, the status; on phones what the change is
 * over its status and season, the day at the end. A row opens the change.
 */
export function RosterChangeRows() {
  const translate = useTranslate();
  const describe = useRosterChangeText();
  return (
    <ResponsiveList<RosterChange>
      label={translate(text('title'))}
      primaryText={(change) => describe(change)}
      secondaryText={(change) =>
        translate(text('summary'), {
          change: translate(text(`status.${change.status}`)),
          season: change.season.name,
        })
      }
      tertiaryText={(change) => new Date(change.createdAt).toLocaleDateString()}
      rowClick="show"
      empty={<NoRosterChanges />}
    >
      <Column source="createdAt">
        <DateField source="createdAt" showTime />
      </Column>
      <Column source="user.displayName" disableSort />
      <Column source="kind" render={(change) => translate(text(`kind.${change.kind}`))} />
      <Column source="team.name" disableSort />
      <Column source="season.name" disableSort />
      <Column source="requestedBy" disableSort render={(change) => change.requestedBy || '-'} />
      <Column source="status" render={(change) => <RosterChangeStatusChip status={change.status} />} />
    </ResponsiveList>
  );
}
