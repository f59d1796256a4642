import { messages } from '@domain/messages';

const p = messages.profile;
const d = messages.discord;

/** `app.profile`: the profile screen's texts (details, password change, Discord, deletion), from domain/messages. */
export const profileMessages = {
  title: p.title,
  fields: {
    displayName: p.displayName,
    email: p.email,
    discord: p.discord,
    oldPassword: p.oldPassword,
    newPassword: p.newPassword,
    confirmPassword: p.confirmPassword,
  },
  action: {
    edit: p.edit,
    update: p.update,
    cancel: p.cancel,
    changePassword: p.changePassword,
    setPassword: p.setPassword,
    back: p.back,
    submit: p.submit,
    deleteAccount: p.deleteAccount,
  },
  deleteDialog: { title: p.deleteTitle, text: p.deleteText },
  discord: {
    title: p.discord,
    link: d.link,
    unlink: d.unlink,
    notLinked: d.notLinked,
    notConfigured: d.notConfigured,
    onlyWayIn: d.onlyWayIn,
  },
  notifications: {
    updated: p.updated,
    updateFailed: p.updateFailed,
    passwordChanged: p.passwordChanged,
    passwordSet: p.passwordSet,
    passwordChangeFailed: p.passwordChangeFailed,
    deleteFailed: messages.users.deleteFailed,
    discordLinked: d.linked,
    discordUnlinked: d.unlinked,
    discordUnlinkFailed: d.unlinkFailed,
    discordStartFailed: d.startFailed,
  },
};
