/** `app.emailVerification`: the profile's address notice and the /verify-email page. */
export const emailVerificationMessages = {
  verified: 'Confirmed',
  unverified: 'Not confirmed',
  unverifiedNag:
    'Confirm your email address: we sent a link to %{email}. Open it to confirm that the address is yours.',
  unverifiedNagRequired:
    'Confirm your email address before you join a team or check in for a match: the league requires it. We sent a link to %{email}.',
  pending:
    'Waiting for you to confirm %{pendingEmail}: open the link we sent there. Until then your address stays %{email}.',
  resend: 'Send the link again',
  cancelChange: 'Keep my current address',
  sent: 'We sent a confirmation link to %{email}. It is valid for 24 hours.',
  changeRequested:
    'We sent a confirmation link to %{email}. Your address changes when you open it; until then it stays as it is.',
  changeCancelled: 'Your address stays %{email}.',
  resendFailed: 'Could not send the confirmation link.',
  adminSend: 'Send the email confirmation link',
  confirmTitle: 'Confirm your email address',
  confirming: 'Confirming your email address…',
  confirmed: 'Thank you: %{email} is confirmed.',
  missingToken: 'This page needs the link from the confirmation email.',
  toProfile: 'Go to your profile',
  signIn: 'Sign in',
  // Texts the server and the shared domain code give (API errors, validation, mail, announcements).
  alreadyVerified: 'Your email address is already confirmed.',
  nothingPending: 'There is no address change waiting for confirmation.',
  invalidToken:
    'This confirmation link is used, expired or unknown. Sign in and send a new link from your profile.',
  addressTaken:
    '%{email} is now used by another account, so it cannot become yours. Choose another address on your profile.',
  youMustVerify:
    'Confirm your email address first: the league lets only players with a confirmed address join teams and check in. Send a new link from your profile.',
  playerMustVerify:
    '%{player} has not confirmed their email address yet, and the league lets only players with a confirmed address join teams.',
  mailSubject: '%{league}: confirm your email address',
  mailText:
    'Welcome to %{league}! Open this link within 24 hours to confirm that this address is yours (it works once):\n%{link}\n\nIf you did not make an account, ignore this email.\n',
  mailHtmlIntro: 'Welcome to %{league}! Confirm that this address is yours.',
  mailHtmlAction: 'Confirm my email address',
  mailHtmlValidity: 'The link works once, within 24 hours.',
  mailHtmlIgnore: 'If you did not make an account, ignore this email.',
  changeMailSubject: '%{league}: confirm your new email address',
  changeMailText:
    "Someone asked to use this address for a %{league} account. Open this link within 24 hours to make it the account's address (it works once):\n%{link}\n\nIf it was not you, ignore this email: nothing changes.\n",
  changeMailHtmlIntro: 'Someone asked to use this address for a %{league} account.',
  changeMailHtmlAction: 'Use this address',
  changeMailHtmlIgnore: 'If it was not you, ignore this email: nothing changes.',
};
