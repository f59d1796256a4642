import { messages } from '@domain/messages';
import { param, plural } from './polyglotText';

const t = messages.roleAdmin;

/**
 * `resources.roles`: the roles screen's texts in react-admin's shape, built from domain/messages. Columns
 * and inputs label themselves from `fields.<source>`.
 */
export const rolesMessages = {
  name: `${t.singular} |||| ${t.title}`,
  title: t.title,
  tableLabel: t.tableLabel,
  empty: t.empty,
  loadFailed: t.loadFailed,
  permissionsFailed: t.permissionsFailed,
  fields: {
    name: t.columns.name,
    description: t.columns.description,
    permissions: t.columns.permissions,
    memberCount: t.columns.members,
    actions: t.columns.actions,
  },
  filters: { search: t.search },
  builtIn: t.builtIn,
  noPermissions: t.noPermissions,
  members: plural(messages.smallScreen.roleMembers),
  action: {
    create: t.create,
    edit: t.edit(param('name')),
    delete: t.delete(param('name')),
  },
  form: {
    editTitle: t.editTitle(param('name')),
    /** The description input's label: the form says it is optional, the column does not. */
    description: t.description,
    builtInNameNote: t.builtInNameNote,
    adminPermissionsNote: t.adminPermissionsNote,
    cancel: t.cancel,
    save: t.save,
  },
  deleteDialog: {
    title: t.deleteTitle,
    // Both parameters: polyglot's smart_count picks the wording, %{name} names the role.
    text: plural((members) => t.deleteText(param('name'), members)),
    confirm: t.deleteConfirm,
  },
  notifications: {
    created: t.created(param('name')),
    saved: t.saved(param('name')),
    deleted: t.deleted(param('name')),
    createFailed: t.createFailed,
    saveFailed: t.saveFailed,
    deleteFailed: t.deleteFailed,
  },
};
