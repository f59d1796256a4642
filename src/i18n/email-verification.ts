import { messages } from '@domain/messages';

const t = messages.emailVerification;

/** `app.emailVerification`: the profile's address notice and the /verify-email page. */
export const emailVerificationMessages = {
  verified: t.verified,
  unverified: t.unverified,
  unverifiedNag: t.unverifiedNag('%{email}'),
  unverifiedNagRequired: t.unverifiedNagRequired('%{email}'),
  pending: t.pending('%{pendingEmail}', '%{email}'),
  resend: t.resend,
  cancelChange: t.cancelChange,
  sent: t.sent('%{email}'),
  changeRequested: t.changeRequested('%{email}'),
  changeCancelled: t.changeCancelled('%{email}'),
  resendFailed: t.resendFailed,
  adminSend: t.adminSend,
  confirmTitle: t.confirmTitle,
  confirming: t.confirming,
  confirmed: t.confirmed('%{email}'),
  missingToken: t.missingToken,
  toProfile: t.toProfile,
  signIn: t.signIn,
};
