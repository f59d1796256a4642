// PostgreSQL errors reach us wrapped (Drizzle's DrizzleQueryError keeps the driver's error as cause).

const UNIQUE_VIOLATION = '23505';

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** The name of the unique index or constraint an error violated, or null for any other error. */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current = error, depth = 0; current !== undefined && depth < 5; depth += 1) {
    if (field(current, 'code') === UNIQUE_VIOLATION) {
      const constraint = field(current, 'constraint');
      return typeof constraint === 'string' ? constraint : '';
    }
    current = field(current, 'cause');
  }
  return null;
}

// The database is down, restarting or unreachable (not a bad query): the request may succeed later.
// SQLSTATE class 08 (connection exception), 57P01-57P03 (admin/crash shutdown, cannot connect now), 53300
// (too many connections); node's socket errors; and pg's own texts for a connection that went away.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_TEXTS = [
  'Connection terminated',
  'is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed',
];

/** Whether an error (or its cause chain) says the database could not be reached or dropped the connection. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current !== undefined && depth < 5; depth += 1) {
    const code = field(current, 'code');
    if (typeof code === 'string') {
      if (code.startsWith('08') && code.length === 5) return true;
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    }
    const message = field(current, 'message');
    if (typeof message === 'string' && UNAVAILABLE_TEXTS.some((text) => message.includes(text))) return true;
    current = field(current, 'cause');
  }
  return false;
}
