import { messages } from '@domain/messages';
import { param } from './polyglotText';

const t = messages.userAdmin;
const failed = messages.users;

/**
 * `resources.users`: the user screens' texts (/users, /users/:id) in react-admin's shape, built from
 * domain/messages. Columns and inputs label themselves from `fields.<source>`.
 */
export const usersMessages = {
  name: `${t.singular} |||| ${t.title}`,
  title: t.title,
  empty: t.noUsers,
  fields: {
    displayName: t.columns.displayName,
    email: t.columns.email,
    pendingEmail: messages.emailVerification.pendingLabel,
    discord: t.columns.discord,
    roles: t.columns.roles,
    team: t.columns.team,
    createdAt: t.columns.createdAt,
  },
  filters: { search: t.search, searchHelp: t.searchHelp },
  noTeam: t.noTeam,
  notLinked: t.notLinked,
  noRoles: t.noRoles,
  back: t.back,
  sections: { details: t.details, roles: t.roles, edit: t.edit },
  roles: {
    toAssign: t.roleToAssign,
    assign: t.assign,
    remove: t.removeRole(param('role')),
  },
  form: { save: t.save },
  action: { delete: t.deleteUser },
  deleteDialog: {
    title: t.deleteTitle,
    text: t.deleteText(param('name')),
    confirm: t.deleteConfirm,
  },
  notifications: {
    saved: t.saved(param('name')),
    deleted: t.deleted(param('name')),
    roleAssigned: t.roleAssigned(param('role'), param('user')),
    roleRemoved: t.roleRemoved(param('role'), param('user')),
    updateFailed: failed.updateFailed,
    deleteFailed: failed.deleteFailed,
    assignRoleFailed: failed.assignRoleFailed,
    removeRoleFailed: failed.removeRoleFailed,
    fetchUsersFailed: failed.fetchUsersFailed,
    searchFailed: failed.searchFailed,
    fetchUserFailed: failed.fetchUserFailed,
    fetchUserDataFailed: failed.fetchUserDataFailed,
  },
};
