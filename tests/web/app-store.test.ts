import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '@/appStore';
import { i18nProvider } from '@/i18n';

// ra-core draws the app only once the stored locale equals the i18nProvider's: the store must read the
// catalogue's locale before anyone has chosen one, or the app's first screen waits one more render.

afterEach(() => {
  localStorage.clear();
});

describe('appStore', () => {
  it("reads the catalogue's locale when none is stored", () => {
    expect(appStore().getItem('locale')).toBe(i18nProvider.getLocale());
    expect(appStore().getItem('locale')).toBe('en');
  });

  it('reads a chosen locale as it was stored, in a later store too', () => {
    appStore().setItem('locale', 'fr');
    expect(appStore().getItem('locale')).toBe('fr');
    expect(appStore().getItem('locale', 'de')).toBe('fr');
  });

  it("leaves every other key's default as the caller gave it", () => {
    const store = appStore();
    expect(store.getItem('sidebar.open')).toBeUndefined();
    expect(store.getItem('sidebar.open', true)).toBe(true);
    store.setItem('sidebar.open', false);
    expect(store.getItem('sidebar.open', true)).toBe(false);
  });
});
