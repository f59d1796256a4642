import { isDatabaseUnavailable } from '@server/db/errors';
import { describe, expect, it } from 'vitest';

// Which database errors mean "the database is away" (503) rather than a bug (500).

function pgError(code: string, message = 'error'): Error {
  return Object.assign(new Error(message), { code });
}
/** How Drizzle hands driver errors on: its own error with the driver's as cause. */
function wrapped(cause: unknown): Error {
  return Object.assign(new Error('Failed query: insert into "roles" ...'), { cause });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['admin shutdown (57P01), wrapped by Drizzle', wrapped(pgError('57P01'))],
    ['cannot connect now (57P03)', pgError('57P03')],
    ['a connection exception (08006)', pgError('08006')],
    ['a refused connection', wrapped(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))],
    ['a reset socket', pgError('ECONNRESET')],
    ['a connection pg saw end', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a client that is no longer queryable', new Error('Client was closed and is not queryable')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
  ])('says yes to %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(pgError('23505'))],
    ['a syntax error', pgError('42601')],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    ['not an error at all', 'nope'],
  ])('says no to %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
