import { INVISIBLE_CHARACTER_RANGES, normalizeEmail } from '@domain/email';
import { emailSchema } from '@domain/validation';
import { describe, expect, it } from 'vitest';

describe('normalizeEmail', () => {
  it('gives look-alike spellings of an address one spelling', () => {
    for (const spelling of [
      'ana@example.com',
      'ANA@Example.com',
      'ana\u200b@example.com',
      '\uFF41na@example.com',
      '\uFEFFa\u00adna@exam\u2060ple.com',
      ' Ana@EXAMPLE.COM ',
      'a\u{E0041}na@example.com',
    ]) {
      expect(normalizeEmail(spelling), JSON.stringify(spelling)).toBe('ana@example.com');
    }
  });

  it('folds compatibility characters with NFKC', () => {
    expect(normalizeEmail('\uFB00@example.com')).toBe('ff@example.com');
    expect(normalizeEmail('\u{1D41A}na@example.com')).toBe('ana@example.com');
    expect(normalizeEmail('ANA\uFF20example.com')).toBe('ana@example.com');
  });

  it('removes every character of the invisible ranges, and those ranges are default-ignorable', () => {
    for (const [from, to] of INVISIBLE_CHARACTER_RANGES) {
      for (const code of [from, to]) {
        const invisible = String.fromCodePoint(code);
        expect(normalizeEmail(`a${invisible}b@example.com`), code.toString(16)).toBe('ab@example.com');
        expect(/\p{Default_Ignorable_Code_Point}/u.test(invisible), code.toString(16)).toBe(true);
      }
    }
  });

  it('keeps addresses that only look alike across scripts apart (no confusable mapping)', () => {
    // Cyrillic а is a different letter, not a spelling of a: NFKC leaves it.
    expect(normalizeEmail('\u0430na@example.com')).not.toBe('ana@example.com');
  });

  it('is what emailSchema stores, and the schema still refuses what is not an address', () => {
    expect(emailSchema.parse('\uFF41NA\u200b@Example.com')).toBe('ana@example.com');
    expect(emailSchema.safeParse('ana\u200b@\u200b.com').success).toBe(false);
    expect(emailSchema.safeParse('not an email').success).toBe(false);
  });
});
