import { i18nProvider } from '@/i18n';

/**
 * The app i18nProvider's translate for the keys under `prefix`, as a screen of that part of the catalogue
 * asks for them: `translateUnder('app.match')('title')` is the text of `app.match.title`.
 */
export const translateUnder =
  (prefix: string) =>
  (key: string, options?: Record<string, unknown>): string =>
    i18nProvider.translate(`${prefix}.${key}`, options);
