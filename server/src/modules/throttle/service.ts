import type { Queryable } from '@server/db/client';
import { blockCounter, type Count, pruneCounters, upsertHitRow, windowAround } from './repository';

// Other modules read and clear their own keys' counts through these.
export { type Count, clearCounts, readCounts } from './repository';

// Counters in the database every instance shares (with per-instance memory, N instances would allow
// N times more). Other modules that count in their own statements use the repository's builders.

/** Prune dead rows on about one write in this many. */
const PRUNE_EVERY = 200;

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
  const { windowStart, expiresAt } = windowAround(now, windowMs);
  const row = await upsertHitRow(db, { key, now, windowStart, expiresAt });
  if (!row) throw new Error(`throttle counter ${key} was not written`);
  const delay = blockFor(row.hits);
  let blockedUntil = row.blockedUntil && row.blockedUntil > now ? row.blockedUntil : null;
  if (delay > 0) {
    blockedUntil = new Date(now.getTime() + delay);
    const expires = new Date(Math.max(blockedUntil.getTime(), expiresAt.getTime()));
    await blockCounter(db, key, blockedUntil, expires);
  }
  if (Math.random() * PRUNE_EVERY < 1) await pruneCounters(db, now);
  return { hits: row.hits, windowStartedAt: row.windowStartedAt, blockedUntil };
}
