import type { Queryable } from '@server/db/client';
import { preparedPer } from '@server/db/prepared';
import { throttleCounters } from '@server/db/schema';
import { and, eq, gt, inArray, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';

// Tables owned (no other module writes them): throttle_counters.
// The counters' rows, shared by every instance. One atomic upsert per hit, so concurrent instances never
// lose a count.

export interface Count {
  hits: number;
  windowStartedAt: Date;
  blockedUntil: Date | null;
}

/** What one hit writes; each may be a placeholder of a prepared statement. */
export interface HitValues {
  key: string | Placeholder;
  now: Date | Placeholder;
  /** Hits of a window that started at or before this are from a window that is over. */
  windowStart: Date | Placeholder;
  expiresAt: Date | Placeholder;
}

/** The start of the window that `now` is in, and when a counter started now expires. */
export function windowAround(now: Date, windowMs: number): { windowStart: Date; expiresAt: Date } {
  return {
    windowStart: new Date(now.getTime() - windowMs),
    expiresAt: new Date(now.getTime() + windowMs),
  };
}

/** The atomic upsert of one hit, returning the counter: for addHit and for statements that count a hit. */
export function hitUpsert(db: Queryable, { key, now, windowStart, expiresAt }: HitValues) {
  const overWindow = sql`${throttleCounters.windowStartedAt} <= ${windowStart}`;
  return db
    .insert(throttleCounters)
    .values({ key, hits: 1, windowStartedAt: now, expiresAt })
    .onConflictDoUpdate({
      target: throttleCounters.key,
      set: {
        hits: sql`case when ${overWindow} then 1 else ${throttleCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${overWindow} then ${now} else ${throttleCounters.windowStartedAt} end`,
        // Moved only when a window starts: a hit that changes no indexed column is a HOT update, which
        // PostgreSQL makes in place, where one on the indexed expiry added index entries on every hit.
        expiresAt: sql`case when ${overWindow} then greatest(${throttleCounters.expiresAt}, ${expiresAt}) else ${throttleCounters.expiresAt} end`,
      },
    })
    .returning();
}

// Every rate-limited request and every failed sign-in runs it: built once per database and prepared.
const upsertHit = preparedPer((db: Queryable) =>
  hitUpsert(db, {
    key: sql.placeholder('key'),
    now: sql.placeholder('now'),
    windowStart: sql.placeholder('windowStart'),
    expiresAt: sql.placeholder('expiresAt'),
  }).prepare('throttle_add_hit'),
);

export const liveRows = (keys: (string | Placeholder)[], now: Date | Placeholder) =>
  and(inArray(throttleCounters.key, keys), gt(throttleCounters.expiresAt, now));

/** Adds one hit to `key`'s counter (prepared once per database); returns the counter's row. */
export async function upsertHitRow(
  db: Queryable,
  values: { key: string; now: Date; windowStart: Date; expiresAt: Date },
) {
  const [row] = await upsertHit(db).execute(values);
  return row;
}

/** Blocks `key` until `blockedUntil`, keeping its row at least until `expires`. */
export async function blockCounter(
  db: Queryable,
  key: string,
  blockedUntil: Date,
  expires: Date,
): Promise<void> {
  await db
    .update(throttleCounters)
    .set({ blockedUntil, expiresAt: sql`greatest(${throttleCounters.expiresAt}, ${expires})` })
    .where(eq(throttleCounters.key, key));
}

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
export function liveCountsSubquery<Extra extends Record<string, SQL.Aliased>>(
  db: Queryable,
  keys: (string | Placeholder)[],
  now: Date | Placeholder,
  /** More columns of that one row. */
  extra: Extra = {} as Extra,
) {
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
  return db
    .select({ counts, ...extra })
    .from(throttleCounters)
    .where(liveRows(keys, now))
    .as('throttle_counts');
}

export async function clearCounts(db: Queryable, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(throttleCounters).where(inArray(throttleCounters.key, keys));
}

export async function pruneCounters(db: Queryable, now = new Date()): Promise<void> {
  await db.delete(throttleCounters).where(lt(throttleCounters.expiresAt, now));
}
