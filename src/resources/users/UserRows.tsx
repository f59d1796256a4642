import type { AdminUser } from '@domain/api';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { DataTable, DateField } from 'ra-ui-materialui';
import { ResponsiveList } from '@/components/ResponsiveList';
import { RoleChips } from './RoleChips';

const Column = DataTable.Col<AdminUser>;

/**
 * Every column, labelled from `resources.users.fields`; on phones the name over the email, the roles at the
 * end. A row opens the user's page.
 */
export function UserRows() {
  const translate = useTranslate();
  return (
    <ResponsiveList<AdminUser>
      label={translate('resources.users.title')}
      primaryText={(user) => user.displayName}
      secondaryText={(user) => user.email}
      tertiaryText={(user) => user.roles.join(', ')}
      rowClick="edit"
      empty={<Typography sx={{ p: 2 }}>{translate('resources.users.empty')}</Typography>}
    >
      <Column source="displayName" />
      <Column source="email" />
      <Column
        source="discord"
        disableSort
        render={(user) => user.discordUsername ?? user.discordID ?? translate('resources.users.notLinked')}
      />
      <Column source="roles" disableSort render={(user) => <RoleChips roles={user.roles} />} />
      <Column
        source="team"
        disableSort
        render={(user) => user.team?.name ?? translate('resources.users.noTeam')}
      />
      <Column source="createdAt" field={DateField} />
    </ResponsiveList>
  );
}
