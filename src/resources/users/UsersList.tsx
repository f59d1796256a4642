import Alert from '@mui/material/Alert';
import { useListContext, useTranslate } from 'ra-core';
import { TextInput } from 'ra-ui-materialui';
import { AdminList } from '@/components/AdminList';
import { Page } from '@/components/Page';
import { UserRows } from './UserRows';

/** Searched by the server as you type (filter {q}: part of the display name, email or Discord id). */
const filters = [
  <TextInput
    key="q"
    source="q"
    label="resources.users.filters.search"
    helperText="resources.users.filters.searchHelp"
    alwaysOn
    resettable
  />,
];

/** 'Failed to search users.' while a search is on, else 'Failed to fetch users.' */
function UsersListError() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const searching = typeof filterValues.q === 'string' && filterValues.q !== '';
  return (
    <Alert severity="error" role="alert" sx={{ m: 2 }}>
      {translate(`resources.users.notifications.${searching ? 'searchFailed' : 'fetchUsersFailed'}`)}
    </Alert>
  );
}

/** /users (manage:users): the users of the league, paged, sorted and searched by the server. */
export default function UsersList() {
  const translate = useTranslate();
  const title = translate('resources.users.title');
  return (
    <Page title={title} maxWidth={1400}>
      <AdminList title={title} filters={filters} error={<UsersListError />}>
        <UserRows />
      </AdminList>
    </Page>
  );
}
