// The texts of the screens a signed-out visitor meets first: the shell (top bar, sponsor footer), the
// access gate, the landing page, the sign-in and register forms, the error screen and a failed request's
// fallback message. They live apart from the rest of the catalogue so the landing page downloads only
// these (docs/decisions/0020-landing-bundle.md); messages.ts includes them, so every reader still finds
// them under `messages`.

export const publicMessages = {
  app: {
    name: 'VR Paintball League',
    copyright: (year: number) => `© ${year} VR Paintball League. All rights reserved.`,
    sponsorsLabel: 'Our sponsors',
  },
  landing: {
    heroTitle: 'VR Paintball League',
    heroText:
      'Join the premier virtual-reality paintball league. Build your team, compete every week and rise to the top.',
    getStarted: 'Get Started',
    goToDashboard: 'Go to Dashboard',
    register: 'Register',
    login: 'Login',
    featuresHeading: 'Why play in the league',
    features: [
      {
        title: 'Organized Tournaments',
        text: 'Compete in scheduled league matches and tournaments run by dedicated game masters.',
      },
      {
        title: 'Track Performance',
        text: 'Follow your team’s results and standings as the season unfolds.',
      },
      {
        title: 'Climb the Ranks',
        text: 'Win matches, earn points and move your team up the league table.',
      },
    ],
  },
  gate: {
    title: 'Big Changes Coming Soon',
    text: 'Beta testing is underway. Please enter the access code',
    codeLabel: 'Access code',
    verify: 'Verify',
    incorrect: 'Incorrect code. Please try again.',
    required: 'Please enter the access code first.',
    failed: 'Could not verify the code. Please try again.',
  },
  login: {
    title: 'Sign In',
    email: 'Email',
    password: 'Password',
    submit: 'Login',
    toRegister: "Don't have an account? Register",
    bothRequired: 'Please enter both email and password',
    invalidCredentials: 'Invalid email or password',
    failed: 'Failed to log in. Please try again.',
  },
  register: {
    title: 'Create Account',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    displayName: 'Display Name',
    submit: 'Register',
    toLogin: 'Already have an account? Login',
    allRequired: 'Please fill in all fields',
    passwordsMismatch: 'Passwords do not match',
    passwordTooShort: 'Password must be at least 6 characters',
    emailInUse: 'Failed to create account. Email may already be in use.',
    failed: 'Failed to register. Please try again.',
  },
  shell: {
    login: 'Login',
    logout: 'Logout',
    notifications: 'Notifications',
    /** The bell's name while its badge shows a count: the name must contain the number the badge shows. */
    notificationsUnread: (count: string) => `Notifications, ${count} unread`,
    account: 'Account',
    toggleDrawer: 'Toggle navigation',
    home: 'Home',
    logoHome: 'VR Paintball League home',
    navigation: 'Main navigation',
    loading: 'Loading',
    sponsorLink: (name: string) => `${name} (opens in a new tab)`,
    /** The browser tab's title on a page of the app. */
    documentTitle: (page: string) => `${page} · VR Paintball League`,
  },
  errorFallback: {
    title: 'Something went wrong',
    goHome: 'Go Home',
    reload: 'Reload Page',
  },
  http: {
    apiError: (status: number, statusText: string) => `API error: ${status} ${statusText}`,
  },
};
