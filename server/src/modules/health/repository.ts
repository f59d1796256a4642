import type { Queryable } from '@server/db/client';
import { sql } from 'drizzle-orm';

/** Runs a trivial query; rejects when the database does not answer. */
export async function selectOne(db: Queryable): Promise<void> {
  await db.execute(sql`select 1`);
}
