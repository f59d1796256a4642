/**
 * `resources.users`: the user screens' texts (/users, /users/:id) in react-admin's shape. Columns and inputs
 * label themselves from `fields.<source>`.
 */
export const usersMessages = {
  name: 'User |||| Users',
  title: 'Users',
  empty: 'No users found.',
  fields: {
    displayName: 'Display Name',
    email: 'Email',
    pendingEmail: 'New address waiting for confirmation',
    discord: 'Discord',
    roles: 'Roles',
    team: 'Team',
    createdAt: 'Created',
  },
  filters: {
    search: 'Search users',
    searchHelp: 'Display name, email or Discord id',
  },
  noTeam: 'No team',
  notLinked: 'Not linked',
  noRoles: 'No roles',
  back: 'Back to users',
  sections: {
    details: 'Details',
    roles: 'Roles',
    edit: 'Edit user',
  },
  roles: {
    toAssign: 'Role to assign',
    assign: 'Assign role',
    remove: 'Remove role %{role}',
  },
  form: {
    save: 'Save',
  },
  action: {
    delete: 'Delete user',
  },
  deleteDialog: {
    title: 'Delete this user?',
    text: "%{name}'s account, sessions and team membership are removed for good. This cannot be undone.",
    confirm: 'Delete user',
  },
  notifications: {
    saved: 'User %{name} updated.',
    deleted: 'User %{name} deleted.',
    roleAssigned: '%{user} now has the %{role} role.',
    roleRemoved: '%{user} no longer has the %{role} role.',
    updateFailed: 'Failed to update user.',
    deleteFailed: 'Failed to delete user.',
    assignRoleFailed: 'Failed to assign role.',
    removeRoleFailed: 'Failed to remove role.',
    fetchUsersFailed: 'Failed to fetch users.',
    searchFailed: 'Failed to search users.',
    fetchUserFailed: 'Failed to fetch user.',
    fetchUserDataFailed: 'Failed to fetch user data.',
  },
  // Texts the server and the shared domain code give (API errors, validation, mail, announcements).
  userAdmin: {
    displayName: 'Display Name',
    email: 'Email',
  },
};
