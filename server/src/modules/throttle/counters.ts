import type { Queryable } from '@server/db/client';
import { preparedPer } from '@server/db/prepared';
import { throttleCounters } from '@server/db/schema';
import { and, eq, gt, inArray, lt, type Placeholder, sql } from 'drizzle-orm';

// Counters in the database every instance shares (issue 11: with per-instance memory, N instances allowed
// N times more). One atomic upsert per hit, so concurrent instances never lose a count.

export interface Count {
  hits: number;
  windowStartedAt: Date;
  blockedUntil: Date | null;
}

/** Prune dead rows on about one write in this many. */
const PRUNE_EVERY = 200;

// Every rate-limited request and every failed sign-in runs it: built once per database and prepared.
const upsertHit = preparedPer((db: Queryable) => {
  const now = sql.placeholder('now');
  const windowStart = sql.placeholder('windowStart');
  const expiresAt = sql.placeholder('expiresAt');
  return db
    .insert(throttleCounters)
    .values({ key: sql.placeholder('key'), hits: 1, windowStartedAt: now, expiresAt })
    .onConflictDoUpdate({
      target: throttleCounters.key,
      set: {
        hits: sql`case when ${throttleCounters.windowStartedAt} <= ${windowStart} then 1 else ${throttleCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${throttleCounters.windowStartedAt} <= ${windowStart} then ${now} else ${throttleCounters.windowStartedAt} end`,
        expiresAt: sql`greatest(${throttleCounters.expiresAt}, ${expiresAt})`,
      },
    })
    .returning()
    .prepare('throttle_add_hit');
});

/**
 * Adds a hit to `key`, starting a new window when the last one is over, and returns the new count.
 * `blockFor(hits)` is the delay (ms) the new count earns, 0 for none.
 */
export async function addHit(
  db: Queryable,
  key: string,
  windowMs: number,
  blockFor: (hits: number) => number = () => 0,
  now = new Date(),
): Promise<Count> {
  const windowStart = new Date(now.getTime() - windowMs);
  const expiresAt = new Date(now.getTime() + windowMs);
  const [row] = await upsertHit(db).execute({ key, now, windowStart, expiresAt });
  if (!row) throw new Error(`throttle counter ${key} was not written`);
  const delay = blockFor(row.hits);
  let blockedUntil = row.blockedUntil && row.blockedUntil > now ? row.blockedUntil : null;
  if (delay > 0) {
    blockedUntil = new Date(now.getTime() + delay);
    const expires = new Date(Math.max(blockedUntil.getTime(), expiresAt.getTime()));
    await db
      .update(throttleCounters)
      .set({ blockedUntil, expiresAt: sql`greatest(${throttleCounters.expiresAt}, ${expires})` })
      .where(eq(throttleCounters.key, key));
  }
  if (Math.random() * PRUNE_EVERY < 1) await pruneCounters(db, now);
  return { hits: row.hits, windowStartedAt: row.windowStartedAt, blockedUntil };
}

const liveRows = (keys: (string | Placeholder)[], now: Date | Placeholder) =>
  and(inArray(throttleCounters.key, keys), gt(throttleCounters.expiresAt, now));

/** The live counts of `keys` (absent or expired keys are left out). */
export async function readCounts(
  db: Queryable,
  keys: string[],
  now = new Date(),
): Promise<Map<string, Count>> {
  if (keys.length === 0) return new Map();
  const rows = await db.select().from(throttleCounters).where(liveRows(keys, now));
  return new Map(rows.map((row) => [row.key, row]));
}

interface CountJson {
  key: string;
  hits: number;
  windowStartedAt: string;
  blockedUntil: string | null;
}

/**
 * readCounts as a subquery of one row, `throttle_counts.counts`, for a statement that reads the counts
 * with other data: `keys` and `now` may be placeholders of a prepared statement.
 */
export function liveCountsSubquery(db: Queryable, keys: (string | Placeholder)[], now: Date | Placeholder) {
  const { key, hits, windowStartedAt, blockedUntil } = throttleCounters;
  const counts = sql<
    Map<string, Count>
  >`coalesce(json_agg(json_build_object('key', ${key}, 'hits', ${hits}, 'windowStartedAt', ${windowStartedAt}, 'blockedUntil', ${blockedUntil})), '[]')`
    .mapWith(
      (rows: CountJson[]) =>
        new Map(
          rows.map((row) => [
            row.key,
            {
              hits: row.hits,
              windowStartedAt: new Date(row.windowStartedAt),
              blockedUntil: row.blockedUntil === null ? null : new Date(row.blockedUntil),
            },
          ]),
        ),
    )
    .as('counts');
  // An aggregate without GROUP BY: one row, with an empty list when no key is live.
  return db.select({ counts }).from(throttleCounters).where(liveRows(keys, now)).as('throttle_counts');
}

export async function clearCounts(db: Queryable, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(throttleCounters).where(inArray(throttleCounters.key, keys));
}

export async function pruneCounters(db: Queryable, now = new Date()): Promise<void> {
  await db.delete(throttleCounters).where(lt(throttleCounters.expiresAt, now));
}
