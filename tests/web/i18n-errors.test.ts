import { messages } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { translateUnder } from './helpers/translate';

const translate = translateUnder('app.errors');

describe('i18nProvider: app.errors from domain/messages', () => {
  it('gives the not-found, access-denied and error screens the catalogue’s texts', () => {
    expect(translate('notFound.title')).toBe(messages.notFound.title);
    expect(translate('notFound.text')).toBe(messages.notFound.text);
    expect(translate('notFound.home')).toBe(messages.notFound.home);
    expect(translate('accessDenied.title')).toBe(messages.access.deniedTitle);
    expect(translate('accessDenied.text')).toBe(messages.access.deniedText);
    expect(translate('accessDenied.goBack')).toBe(messages.access.goBack);
    expect(translate('errorFallback.title')).toBe(messages.errorFallback.title);
    expect(translate('errorFallback.goHome')).toBe(messages.errorFallback.goHome);
    expect(translate('errorFallback.reload')).toBe(messages.errorFallback.reload);
  });

  it('refuses a logo with the catalogue’s texts', () => {
    expect(translate('logo.invalid')).toBe(messages.validation.logoInvalid);
    expect(translate('logo.tooLarge')).toBe(messages.validation.logoTooLarge);
    expect(translate('logo.failed')).toBe(messages.validation.imageFailed);
  });

  it.each([
    [500, 'Internal Server Error'],
    [404, 'Not Found'],
    // HTTP/2 responses carry no reason phrase.
    [502, ''],
  ])('words a failed response %i "%s" as the catalogue’s function does', (status, statusText) => {
    expect(translate('http.apiError', { status, statusText })).toBe(
      messages.http.apiError(status, statusText),
    );
  });
});
