import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

// react-admin's own labels (lists, forms, notifications) in English; our texts come from domain/messages.
export const i18nProvider = polyglotI18nProvider(
  () => englishMessages,
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    allowMissing: true,
  },
);
