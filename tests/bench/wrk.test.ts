import { describe, expect, it } from 'vitest';
import { luaString } from '../../bench/wrk';

describe('luaString', () => {
  it('keeps printable ASCII and escapes quotes, backslashes and other bytes as decimal escapes', () => {
    expect(luaString('{"email":"a@b.test"}')).toBe('"{\\34email\\34:\\34a@b.test\\34}"');
    expect(luaString('a\\b\nc')).toBe('"a\\92b\\10c"');
    expect(luaString('é')).toBe('"\\195\\169"');
  });
});
