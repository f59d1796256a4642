import { publicCatalogue } from '@domain/i18n/public';
import { describe, expect, it } from 'vitest';
import { appMessages, i18nProvider } from '@/i18n';
import { translatePublic } from '@/i18n/public';
import { keysOf } from './helpers/catalogueKeys';

const publicKeys = keysOf(publicCatalogue);
const options = { year: 2031, name: 'Splat & Co', status: 503, statusText: 'Service Unavailable' };

describe('the public catalogue (the landing page’s texts, without react-admin)', () => {
  it('is part of the app’s catalogue, object for object', () => {
    const { layout, landing, access, errors } = publicCatalogue.app;
    expect(appMessages.app.landing).toBe(landing);
    expect(appMessages.app.access.gate).toBe(access.gate);
    expect(appMessages.app.access.login).toBe(access.login);
    expect(appMessages.app.access.register).toBe(access.register);
    expect(appMessages.app.errors.errorFallback).toBe(errors.errorFallback);
    expect(appMessages.app.errors.http).toBe(errors.http);
    for (const key of Object.keys(layout) as (keyof typeof layout)[]) {
      expect(appMessages.app.layout[key]).toBe(layout[key]);
    }
  });

  it.each(publicKeys)('translates %s as the app’s i18nProvider does', (key) => {
    expect(translatePublic(key, options)).toBe(i18nProvider.translate(key, options));
    expect(translatePublic(key)).toBe(i18nProvider.translate(key));
  });

  it('has no plural texts, which translatePublic does not choose between', () => {
    for (const key of publicKeys) expect(translatePublic(key)).not.toContain('||||');
  });

  it('fills the parameterised texts', () => {
    expect(translatePublic('app.layout.copyright', { year: 2031 })).toBe(
      '© 2031 VR Paintball League. All rights reserved.',
    );
    expect(translatePublic('app.layout.sponsorLink', { name: 'Splat & Co' })).toBe(
      'Splat & Co (opens in a new tab)',
    );
    expect(translatePublic('app.errors.http.apiError', { status: 502, statusText: 'Bad Gateway' })).toBe(
      'API error: 502 Bad Gateway',
    );
  });

  it('answers a key it does not hold with the key, as the i18nProvider does', () => {
    expect(translatePublic('app.landing.nothing')).toBe('app.landing.nothing');
    expect(i18nProvider.translate('app.landing.nothing')).toBe('app.landing.nothing');
    // A subtree is no text; a text of another screen is not in the public part.
    expect(translatePublic('app.landing')).toBe('app.landing');
    expect(translatePublic('app.dashboard.title')).toBe('app.dashboard.title');
  });
});
