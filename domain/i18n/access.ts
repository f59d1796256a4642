import { publicAccessMessages } from './public';

/**
 * `app.access`: the texts of the way in: the beta access gate, the sign-in
 * and register forms (and the errors the authProvider rejects them with; these three are in public.ts),
 * and the Discord callback.
 */
export const accessMessages = {
  ...publicAccessMessages,
  discordCallback: {
    title: 'Link Discord',
    linking: 'Linking your Discord account, please wait...',
    noCode: 'No code found in URL.',
    linkFailed: 'Failed to link Discord account.',
    accessDenied: 'Discord linking was cancelled: the authorization was denied on Discord.',
    backToProfile: 'Back to Profile',
  },
  discordSignIn: {
    title: 'Sign in with Discord',
    continue: 'Continue with Discord',
    signingIn: 'Signing you in with Discord, please wait...',
    failed: 'Signing in with Discord failed.',
    denied: 'Discord sign-in was cancelled: the authorization was denied on Discord.',
    backToLogin: 'Back to Sign In',
  },
  // Texts the server and the shared domain code give (API errors, validation, mail, announcements).
  discord: {
    stateMismatch: 'The answer from Discord could not be verified for this browser. Please start again.',
    invalidTicket: 'The Discord link request has expired. Please start linking again from your profile.',
    invalidCode: 'The Discord authorization code is invalid or expired. Please try linking again.',
    alreadyLinked: 'This Discord account is already linked to another user.',
    unavailable: 'Discord could not be reached. Please try again later.',
    noVerifiedEmail:
      'Your Discord account has no verified email address. Verify your email on Discord, or register with an email and password.',
    emailTaken:
      "An account with your Discord account's email address already exists. Sign in with your password, then link Discord from your profile.",
  },
};
