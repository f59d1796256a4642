import type { RosterChange } from '@domain/roster-changes';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Datagrid, DateField, FunctionField, SimpleList, TextField } from 'ra-ui-materialui';
import { RosterChangeStatusChip } from './RosterChangeStatusChip';
import { text } from './resourceName';
import { useRosterChangeText } from './useRosterChangeText';

function NoRosterChanges() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate(text('empty'))}</Typography>;
}

/** From 600 px up: when, the player, the change, the team and season, who asked, the status; a row opens it. */
export function RosterChangesTable() {
  const translate = useTranslate();
  return (
    <Datagrid
      aria-label={translate(text('title'))}
      rowClick="show"
      bulkActionButtons={false}
      empty={<NoRosterChanges />}
    >
      <DateField source="createdAt" showTime />
      <TextField source="user.displayName" sortable={false} />
      <FunctionField<RosterChange>
        source="kind"
        render={(change) => translate(text(`kind.${change.kind}`))}
      />
      <TextField source="team.name" sortable={false} />
      <TextField source="season.name" sortable={false} />
      <TextField source="requestedBy" sortable={false} emptyText="-" />
      <FunctionField<RosterChange>
        source="status"
        render={(change) => <RosterChangeStatusChip status={change.status} />}
      />
    </Datagrid>
  );
}

/** Phones: one row per change (what it is, the season, its status and when). */
export function RosterChangesSimpleList() {
  const translate = useTranslate();
  const describe = useRosterChangeText();
  return (
    <SimpleList<RosterChange>
      primaryText={(change) => describe(change)}
      secondaryText={(change) =>
        translate(text('summary'), {
          change: translate(text(`status.${change.status}`)),
          season: change.season.name,
        })
      }
      tertiaryText={(change) => new Date(change.createdAt).toLocaleDateString()}
      linkType="show"
      empty={<NoRosterChanges />}
    />
  );
}
