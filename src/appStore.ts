import { localStorageStore, type Store } from 'ra-core';
import { i18nProvider } from './i18n';

/**
 * react-admin's store (kept in localStorage), in which the locale reads as the catalogue's own until a
 * visitor has chosen one. ra-core draws nothing until the stored locale equals the i18nProvider's; with
 * none stored, it would draw the whole app one pass later, from an effect, as an update React renders
 * without giving the main thread back (docs/decisions/0063-first-render-in-slices.md).
 */
export function appStore(): Store {
  const store = localStorageStore();
  const catalogueLocale = i18nProvider.getLocale();
  return {
    ...store,
    getItem<T>(key: string, defaultValue?: T) {
      const fallback = key === 'locale' ? (defaultValue ?? (catalogueLocale as T)) : defaultValue;
      return store.getItem(key, fallback);
    },
  };
}
