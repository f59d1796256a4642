/** `app.passwordReset`: the forgot-password and reset-password pages and the admin's send button. */
export const passwordResetMessages = {
  forgotLink: 'Forgot your password?',
  forgotTitle: 'Reset your password',
  forgotIntro:
    'Enter the email address of your account and we will send you a link to choose a new password.',
  email: 'Email',
  emailRequired: 'Enter the email address of your account.',
  send: 'Send reset link',
  requested:
    'If an account uses this address, we sent a link to reset its password. It is valid for 30 minutes.',
  resetTitle: 'Choose a new password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  save: 'Set new password',
  changed:
    'Your password was changed and every session of your account was signed out. Sign in with the new password.',
  signIn: 'Sign in',
  requestNew: 'Send a new link',
  missingToken: 'This page needs the link from the password reset email.',
  passwordsMismatch: 'Passwords do not match',
  adminSend: 'Send password reset email',
  adminFailed: 'Could not send the password reset email.',
  // Texts the server and the shared domain code give (API errors, validation, mail, announcements).
  invalidToken:
    'This password reset link is used, expired or unknown. Ask for a new link on the "Forgot your password?" page.',
  adminSent: 'A password reset email is on its way to %{email}.',
  mailSubject: '%{league}: reset your password',
  mailText:
    'Someone asked to reset the password of your %{league} account.\n\nOpen this link within 30 minutes to choose a new password (it works once):\n%{link}\n\nIf it was not you, ignore this email: your password stays as it is.\n',
  mailHtmlIntro: 'Someone asked to reset the password of your %{league} account.',
  mailHtmlAction: 'Choose a new password',
  mailHtmlValidity: 'The link works once, within 30 minutes.',
  mailHtmlIgnore: 'If it was not you, ignore this email: your password stays as it is.',
};
