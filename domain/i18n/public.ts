import { landingMessages } from './landing';

/** `app.layout`, the part a signed-out visitor sees: the top bar, the sponsor footer, the spinner. */
export const publicLayoutMessages = {
  title: 'VR Paintball League',
  copyright: '© %{year} VR Paintball League. All rights reserved.',
  sponsors: 'Our sponsors',
  sponsorLink: '%{name} (opens in a new tab)',
  logoHome: 'VR Paintball League home',
  login: 'Login',
  loading: 'Loading',
  documentTitle: '%{page} · VR Paintball League',
};

/** `app.access`, the part a signed-out visitor sees: the access gate, the sign-in and register forms. */
export const publicAccessMessages = {
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
};

/** `app.errors`, the part the public screens need: the error screen and a failed request's message. */
export const publicErrorsMessages = {
  errorFallback: {
    title: 'Something went wrong',
    goHome: 'Go Home',
    reload: 'Reload Page',
  },
  http: {
    apiError: 'API error: %{status} %{statusText}',
  },
};

/**
 * The texts of the screens a signed-out visitor meets first (the shell, the gate, the landing page, the
 * sign-in forms, the error screen), under the keys they have in the whole catalogue (index.ts builds it from
 * these same objects). The landing page downloads only this part (docs/decisions/0020-landing-bundle.md).
 */
export const publicCatalogue = {
  app: {
    layout: publicLayoutMessages,
    landing: landingMessages,
    access: publicAccessMessages,
    errors: publicErrorsMessages,
  },
};
