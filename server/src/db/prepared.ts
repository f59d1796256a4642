import type { Queryable } from './client';

/**
 * A statement built once per database (or transaction) it runs on: `build` ends in `.prepare(name)`, so on
 * PostgreSQL each pooled connection also parses it once (and may keep a generic plan). Hot paths use it so
 * that Drizzle does not build the same SQL again on every request.
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
