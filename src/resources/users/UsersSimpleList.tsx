import type { AdminUser } from '@domain/api';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { SimpleList } from 'ra-ui-materialui';

/** Phones: react-admin's SimpleList, one row per user (name, roles, email), each a link to the user's page. */
export function UsersSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<AdminUser>
      primaryText={(user) => user.displayName}
      tertiaryText={(user) => user.roles.join(', ')}
      secondaryText={(user) => user.email}
      rowClick="edit"
      empty={<Typography sx={{ p: 2 }}>{translate('resources.users.empty')}</Typography>}
    />
  );
}
