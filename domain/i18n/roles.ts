/**
 * `resources.roles`: the roles screen's texts in react-admin's shape. Columns
 * and inputs label themselves from `fields.<source>`.
 */
export const rolesMessages = {
  name: 'Role |||| Roles',
  title: 'Roles',
  tableLabel: 'Roles',
  empty: 'No roles found.',
  loadFailed: 'Failed to fetch roles.',
  permissionsFailed: 'Failed to fetch the permissions.',
  fields: {
    name: 'Name',
    description: 'Description',
    permissions: 'Permissions',
    memberCount: 'Members',
    actions: 'Actions',
  },
  filters: {
    search: 'Search roles',
  },
  builtIn: 'Built-in',
  noPermissions: 'No permissions',
  members: '1 member |||| %{smart_count} members',
  action: {
    create: 'Create role',
    edit: 'Edit role %{name}',
    delete: 'Delete role %{name}',
  },
  form: {
    editTitle: 'Edit role %{name}',
    /** The description input's label: the form says it is optional, the column does not. */
    description: 'Description (optional)',
    builtInNameNote: 'Built-in roles keep their names.',
    adminPermissionsNote: 'The Admin role keeps every permission.',
    cancel: 'Cancel',
    save: 'Save',
  },
  deleteDialog: {
    title: 'Delete role',
    // Both parameters: polyglot's smart_count picks the wording, %{name} names the role.
    text: 'Delete the role %{name}? 1 user loses it. This cannot be undone. |||| Delete the role %{name}? %{smart_count} users lose it. This cannot be undone.',
    confirm: 'Delete role',
  },
  notifications: {
    created: 'Role %{name} created.',
    saved: 'Role %{name} saved.',
    deleted: 'Role %{name} deleted.',
    createFailed: 'Failed to create role.',
    saveFailed: 'Failed to save role.',
    deleteFailed: 'Failed to delete role.',
  },
  // Texts the server and the shared domain code give (API errors, validation, mail, announcements).
  roleAdmin: {
    name: 'Name',
  },
  roleNotFound: 'Role not found.',
  nameRequired: 'Role name is required.',
  nameInvalid: 'Role name must be 2-32 characters long.',
  nameInUse: 'A role with this name already exists.',
  unknownPermission: 'Unknown permission.',
  builtInRename: 'Built-in roles keep their names.',
  builtInDelete: 'Built-in roles cannot be deleted.',
  adminKeepsPermissions: 'The Admin role keeps every permission.',
  lastAdminRole: 'The last Admin cannot lose the Admin role.',
  lastAdminDelete: 'The last Admin cannot be deleted.',
};
