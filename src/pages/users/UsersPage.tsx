import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useListContext } from 'ra-core';
import { Datagrid, DateField, FunctionField, SimpleList, TextField, TextInput } from 'ra-ui-materialui';
import type { AdminUser } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { AdminList } from '../../components/AdminList';
import { Page } from '../../components/Page';
import { useSmallScreen } from '../../components/useSmallScreen';
import { RoleChips } from './RoleChips';

const t = messages.userAdmin;

export const USERS_RESOURCE = 'users';

/** Typing filters as you go: the list asks the server with filter {q} once typing pauses. */
const filters = [
  <TextInput key="q" source="q" label={t.search} helperText={t.searchHelp} alwaysOn resettable />,
];

/** 'Failed to search users.' while a search is on, else 'Failed to fetch users.' (SPEC section 8). */
function UsersListError() {
  const { filterValues } = useListContext();
  const searching = typeof filterValues.q === 'string' && filterValues.q !== '';
  return (
    <Alert severity="error" role="alert" sx={{ m: 2 }}>
      {searching ? messages.users.searchFailed : messages.users.fetchUsersFailed}
    </Alert>
  );
}

/** The list itself shows its failure; no snackbar on top. */
const quietFailure = { onError: () => undefined };

const noUsers = <Typography sx={{ p: 2 }}>{t.noUsers}</Typography>;

/** Every column, for screens from 600 px up; a row opens the user's page. */
function UsersTable() {
  return (
    <Datagrid rowClick={(id) => `/users/${id}`} bulkActionButtons={false} empty={noUsers}>
      <TextField source="displayName" label={t.columns.displayName} />
      <TextField source="email" label={t.columns.email} />
      <FunctionField<AdminUser>
        label={t.columns.discord}
        sortable={false}
        render={(user) => user.discordUsername ?? user.discordID ?? t.notLinked}
      />
      <FunctionField<AdminUser>
        label={t.columns.roles}
        sortable={false}
        render={(user) => <RoleChips roles={user.roles} />}
      />
      <FunctionField<AdminUser>
        label={t.columns.team}
        sortable={false}
        render={(user) => user.team?.name ?? t.noTeam}
      />
      <DateField source="createdAt" label={t.columns.createdAt} />
    </Datagrid>
  );
}

/**
 * Phones: react-admin's SimpleList, one row per user (name, roles, email), each a link to the user's
 * page. react-admin's 'edit' path of a user is /users/:id, the user page.
 */
function UsersSimpleList() {
  return (
    <SimpleList<AdminUser>
      primaryText={(user) => user.displayName}
      tertiaryText={(user) => user.roles.join(', ')}
      secondaryText={(user) => user.email}
      rowClick="edit"
      empty={noUsers}
    />
  );
}

/** The users of the league, paged, sorted and searched by the server (GET /users). */
export default function UsersPage() {
  const small = useSmallScreen();
  return (
    <Page title={t.title} maxWidth={1400}>
      <AdminList
        resource={USERS_RESOURCE}
        title={t.title}
        filters={filters}
        error={<UsersListError />}
        queryOptions={quietFailure}
        storeKey={false}
      >
        {small ? <UsersSimpleList /> : <UsersTable />}
      </AdminList>
    </Page>
  );
}
