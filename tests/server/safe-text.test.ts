import { translate } from '@domain/i18n';
import { findUnsafeText } from '@server/http/safe-text';
import { describe, expect, it } from 'vitest';

const nul = translate('app.errors.protection.nulCharacter');
const lone = translate('app.errors.protection.loneSurrogate');

describe('text the database cannot store', () => {
  it('passes plain text, emoji (paired surrogates) and values that are not text', () => {
    expect(
      findUnsafeText({ name: 'Red Devils', tag: '🎯 Ana', count: 3, ok: true, none: null }, ''),
    ).toBeNull();
    expect(findUnsafeText(['a', ['b', { c: 'ü' }]], '')).toBeNull();
  });

  it('finds a NUL or an unpaired surrogate anywhere, with the path of the field', () => {
    expect(findUnsafeText({ team: { name: 'Red\u0000Devils' } }, '')).toEqual({
      field: 'team.name',
      message: nul,
    });
    expect(findUnsafeText({ a: 'ok', b: ['x', 'Pete \ud800'] }, '')).toEqual({ field: 'b.1', message: lone });
    expect(findUnsafeText({ name: '\udc00 first' }, 'body')).toEqual({ field: 'body.name', message: lone });
    // The two halves in the wrong order are two unpaired surrogates.
    expect(findUnsafeText({ name: '\udc00\ud800' }, '')).toEqual({ field: 'name', message: lone });
    expect(findUnsafeText('end \ud83c', 'q')).toEqual({ field: 'q', message: lone });
  });

  it('checks keys too', () => {
    expect(findUnsafeText({ 'bad\u0000key': 'value' }, '')).toEqual({ field: 'bad\u0000key', message: nul });
    expect(findUnsafeText({ nested: { '\ud800': 1 } }, '')).toEqual({ field: 'nested', message: lone });
  });
});
