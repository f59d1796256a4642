import { publicErrorsMessages } from './public';

/**
 * `app.errors`: what the app says when something is missing, refused or broken: the not-found, access-denied
 * and error screens, a failed HTTP response without a message of its own, and a team logo the browser refuses
 * or cannot process.
 */
export const errorsMessages = {
  notFound: {
    title: '404 - Page Not Found',
    text: 'Sorry, the page you are looking for does not exist or has been moved.',
    home: 'Home',
  },
  accessDenied: {
    title: 'Access Denied',
    text: "You don't have permission to access this page.",
    goBack: 'Go Back',
  },
  ...publicErrorsMessages,
  logo: {
    invalid: 'Logo must be a valid base64 image.',
    tooLarge: 'Image size must be less than 1MB.',
    failed: 'Failed to process image.',
  },
  // Texts the server and the shared domain code give (API errors, validation, mail, announcements).
  validation: {
    displayNameLength: 'Display name must be between 2 and 32 characters long.',
    displayNameChars:
      "Display name can only contain letters, numbers, dashes (-), underscores (_), periods (.), apostrophes ('), and the @ symbol.",
    invalidEmail: 'Invalid email format.',
    passwordTooLong: 'Password must be at most 256 characters.',
    teamNameRequired: 'Team name is required.',
    teamNameInvalid: 'Team name must be 1-20 characters long and contain only letters, numbers, and spaces.',
    teamCodeRequired: 'Team code is required.',
    teamCodeInvalid: 'Short name must be 3-4 characters long and contain only letters and numbers.',
    websiteInvalid: 'Website must be a valid URL.',
    logoRequired: 'Choose an image for the team logo.',
    invalidUserId: 'Invalid user ID',
    noChanges: 'No changes to update.',
  },
  /** Texts of the API's error envelope. */
  api: {
    notFound: 'Not found.',
    routeNotFound: 'Route %{method} %{url} not found.',
    invalidInput: 'Invalid input.',
    malformedJson: 'The request body is not valid JSON.',
    bodyTooLarge: 'The request body is too large.',
    unsupportedMediaType: 'Unsupported content type: send application/json.',
    unauthenticated: 'You must be signed in.',
    invalidToken: 'Your session is invalid or has expired. Please sign in again.',
    forbidden: "You don't have permission to do this.",
    rateLimited: 'Too many requests. Please wait a moment and try again.',
    internal: 'Something went wrong on our side. Please try again later.',
    unavailable: 'The service is temporarily unavailable. Please try again later.',
    shuttingDown: 'The server is restarting. Please try again in a moment.',
    emailInUse: 'An account with this email already exists.',
    invalidRefreshToken: 'Your session has expired. Please sign in again.',
    fieldRequired: 'This field is required.',
    textTooLong: 'Too long: use at most 1 character. |||| Too long: use at most %{smart_count} characters.',
    textTooShort:
      'Too short: use at least 1 character. |||| Too short: use at least %{smart_count} characters.',
    tooManyItems: 'Too many: choose at most 1. |||| Too many: choose at most %{smart_count}.',
    tooFewItems: 'Too few: choose at least 1. |||| Too few: choose at least %{smart_count}.',
    numberAtMost: 'Must be %{limit} or less.',
    numberBelow: 'Must be less than %{limit}.',
    numberAtLeast: 'Must be %{limit} or more.',
    numberAbove: 'Must be more than %{limit}.',
  },
  /** Answers to a request carrying an Idempotency-Key (one click, one effect). */
  idempotency: {
    keyInvalid: 'The Idempotency-Key header must be 1 to 255 printable characters.',
    keyReused:
      'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
    inProgress:
      'The first request with this Idempotency-Key is still being carried out. Please try again in a moment.',
  },
  /** The Admin's backup download. */
  backup: {
    usePgDump:
      'This league runs on PostgreSQL: back it up with pg_dump (docs/operations.md, Backups), which copies a running database consistently.',
  },
  /** GET /metrics, the Prometheus scrape endpoint. */
  metrics: {
    wrongToken:
      'Send the metrics token the server was given (METRICS_TOKEN) as Authorization: Bearer <token>.',
  },
  /** The live stream's refusals. */
  live: {
    invalidTopics: 'Name the topics to follow: sessions, or match:<id>, separated by commas.',
    tooManyTopics: 'Follow at most 20 topics on one stream.',
    tooManyStreams:
      'Too many live views are open for this account or network. Close a tab with a live view, then try again.',
  },
  /** What the server says when its database fails under it or another process holds its data directory. */
  faults: {
    databaseUnavailable: 'The database cannot be reached right now. Please try again in a moment.',
    dataDirInUse:
      'The database directory %{directory} is in use by another server process (pid %{pid}); stop that process first, or set DATA_DIR to another directory.',
  },
  mail: {
    loggedInsteadOfSent: 'SMTP_URL is not set: mail is written to the server log instead of being sent',
  },
  /** Refusals that guard accounts and the API against bad bytes and bad actors. */
  protection: {
    outranked: 'You cannot change an account that holds more privilege than you do.',
    nulCharacter: 'Text may not contain a NUL character.',
    loneSurrogate: 'Text may not contain an unpaired surrogate character.',
    integerOutOfRange: 'Must be a whole number no greater than %{max}.',
    urlTooLong: 'The request address is too long.',
    headersTooLarge: 'The request headers are too large.',
    tooManyFailures:
      'Too many failed attempts. Please wait 1 second and try again. |||| Too many failed attempts. Please wait %{smart_count} seconds and try again.',
  },
};
