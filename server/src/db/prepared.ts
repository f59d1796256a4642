import type { Queryable } from './client';

/**
 * A statement built once per database (or transaction) it runs on: `build` ends in `.prepare(name)`, so on
 * PostgreSQL each pooled connection also parses and plans it once. Hot paths use it so that neither
 * Drizzle's query building nor the planner repeats its work per request.
 */
export function preparedPer<D extends Queryable, Statement>(
  build: (db: D) => Statement,
): (db: D) => Statement {
  const statements = new WeakMap<D, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
