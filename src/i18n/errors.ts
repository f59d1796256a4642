import { messages } from '@domain/messages';
import { publicErrorsMessages } from './public';

const access = messages.access;
const validation = messages.validation;

/**
 * `app.errors`: what the app says when something is missing, refused or broken, built from
 * domain/messages: the not-found, access-denied and error screens, a failed HTTP response without a
 * message of its own, and a team logo the browser refuses or cannot process.
 */
export const errorsMessages = {
  notFound: messages.notFound,
  accessDenied: {
    title: access.deniedTitle,
    text: access.deniedText,
    goBack: access.goBack,
  },
  ...publicErrorsMessages,
  logo: {
    invalid: validation.logoInvalid,
    tooLarge: validation.logoTooLarge,
    failed: validation.imageFailed,
  },
};
