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
