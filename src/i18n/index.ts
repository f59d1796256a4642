import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { rolesMessages } from './roles';
import { sessionsMessages } from './sessions';

/**
 * react-admin's own labels (lists, forms, notifications) in English, and under `resources.<name>` the texts
 * of each converted resource, one file per feature built from domain/messages. Screens not converted yet
 * still read domain/messages directly.
 */
export const appMessages = {
  ...englishMessages,
  resources: {
    roles: rolesMessages,
    sessions: sessionsMessages,
  },
};

export const i18nProvider = polyglotI18nProvider(
  () => appMessages,
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    allowMissing: true,
  },
);
