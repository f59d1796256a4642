import { messages } from '@domain/messages';

const t = messages.passwordReset;

/** `app.passwordReset`: the forgot-password and reset-password pages and the admin's send button. */
export const passwordResetMessages = {
  forgotLink: t.forgotLink,
  forgotTitle: t.forgotTitle,
  forgotIntro: t.forgotIntro,
  email: t.email,
  emailRequired: t.emailRequired,
  send: t.send,
  requested: t.requested,
  resetTitle: t.resetTitle,
  newPassword: t.newPassword,
  confirmPassword: t.confirmPassword,
  save: t.save,
  changed: t.changed,
  signIn: t.signIn,
  requestNew: t.requestNew,
  missingToken: t.missingToken,
  passwordsMismatch: messages.register.passwordsMismatch,
  adminSend: t.adminSend,
  adminFailed: t.adminFailed,
};
