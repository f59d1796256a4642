import type { AdminUser } from '@domain/api';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Datagrid, DateField, FunctionField, TextField } from 'ra-ui-materialui';
import { RoleChips } from './RoleChips';

/** From 600 px up: every column, labelled from `resources.users.fields`; a row opens the user's page. */
export function UsersTable() {
  const translate = useTranslate();
  return (
    <Datagrid
      rowClick="edit"
      bulkActionButtons={false}
      empty={<Typography sx={{ p: 2 }}>{translate('resources.users.empty')}</Typography>}
    >
      <TextField source="displayName" />
      <TextField source="email" />
      <FunctionField<AdminUser>
        source="discord"
        sortable={false}
        render={(user) => user.discordUsername ?? user.discordID ?? translate('resources.users.notLinked')}
      />
      <FunctionField<AdminUser>
        source="roles"
        sortable={false}
        render={(user) => <RoleChips roles={user.roles} />}
      />
      <FunctionField<AdminUser>
        source="team"
        sortable={false}
        render={(user) => user.team?.name ?? translate('resources.users.noTeam')}
      />
      <DateField source="createdAt" />
    </Datagrid>
  );
}
