import { catalogue } from '@domain/i18n';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

/**
 * react-admin's own labels (lists, forms, notifications) in English, and the app's texts: the catalogue of
 * domain/i18n (`resources.<name>` for each resource, `app.<feature>` for the other screens). Components read
 * texts only through this provider (useTranslate).
 */
export const appMessages = {
  ...englishMessages,
  ...catalogue,
};

/** A catalogue key: dot-separated names without spaces. A sentence from the server is not one. */
const CATALOGUE_KEY = /^[\w/-]+(?:\.[\w/-]+)+$/;

/**
 * A key missing from the catalogue is shown as itself with a console warning (tests/web/translation-keys.test.ts
 * checks that every key the source uses is here). A server's own sentence, which screens pass to `notify`
 * as it came, is shown as it is, without a warning.
 */
function onMissingKey(key: string): string {
  if (CATALOGUE_KEY.test(key)) console.warn(`Missing translation for key: "${key}"`);
  return key;
}

export const i18nProvider = polyglotI18nProvider(
  () => appMessages,
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    onMissingKey,
  },
);
