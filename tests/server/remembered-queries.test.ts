import { listQuerySchema } from '@server/http/list-params';
import { isRememberedQuery, rememberingResults } from '@server/http/remembered-queries';
import { safeTextValidatorCompiler } from '@server/http/safe-text';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// A list's query text is checked once and its result kept; anything else is checked every time.

const matchesQuery = listQuerySchema(['scheduledAt'], z.object({ week: z.int().min(1).optional() }));
const query = (week: number) => ({ filter: JSON.stringify({ week }), range: '[0,24]' });

function counted() {
  const validate = vi.fn((data: unknown) => ({ value: { checked: data as object } }));
  return { validate, remembering: rememberingResults(validate) };
}

describe('remembered list queries', () => {
  it('checks each distinct query text once and answers the same frozen result after', () => {
    const { validate, remembering } = counted();
    const first = remembering(query(3));
    const again = remembering(query(3));
    expect(validate).toHaveBeenCalledTimes(1);
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen((first as { value: { checked: object } }).value.checked)).toBe(true);
    remembering(query(4));
    expect(validate).toHaveBeenCalledTimes(2);
  });

  it('checks a rejected query and a very long one afresh every time', () => {
    const rejecting = vi.fn(() => ({ error: new Error('bad') }));
    const remembering = rememberingResults(rejecting);
    remembering(query(0));
    remembering(query(0));
    expect(rejecting).toHaveBeenCalledTimes(2);

    const { validate, remembering: long } = counted();
    const text = { filter: JSON.stringify({ q: 'x'.repeat(3_000) }) };
    long(text);
    long(text);
    expect(validate).toHaveBeenCalledTimes(2);
  });

  it('keeps at most 512 texts, forgetting the least recently used', () => {
    const { validate, remembering } = counted();
    for (let week = 1; week <= 512; week++) remembering(query(week));
    remembering(query(1)); // used again: now the most recent
    remembering(query(513)); // pushes out week 2
    expect(validate).toHaveBeenCalledTimes(513);
    remembering(query(1));
    expect(validate).toHaveBeenCalledTimes(513);
    remembering(query(2));
    expect(validate).toHaveBeenCalledTimes(514);
  });

  it("applies to a list's query string only, through the app's validator compiler", () => {
    expect(isRememberedQuery(matchesQuery)).toBe(true);
    expect(isRememberedQuery(z.object({ code: z.string() }))).toBe(false);
    const compile = (httpPart: string) =>
      safeTextValidatorCompiler({ schema: matchesQuery, method: 'GET', url: '/matches', httpPart });
    const validate = compile('querystring');
    const accepted = validate(query(3)) as { value: { filter: { week: number } } };
    expect(accepted.value.filter).toEqual({ week: 3 });
    expect(validate(query(3))).toBe(accepted);
    expect(() => {
      (accepted.value.filter as { week: number }).week = 9;
    }).toThrow(TypeError);
    // The same text refused (week 0) is refused again; the body of a route is never remembered.
    expect(validate(query(0))).toHaveProperty('error');
    expect(validate(query(0))).toHaveProperty('error');
    const body = compile('body');
    expect(body(query(3))).not.toBe(body(query(3)));
  });
});
