import type { Database } from './client';

// What a write made stale, heard at its commit (migration 0017 and decision 0015). Only the embedded
// database offers it: PGlite runs in this process and delivers a NOTIFY before the COMMIT that sent it
// returns, so a cache cleared by it is never behind the database. PostgreSQL delivers notices to each
// instance some milliseconds later; there the caches stay off and every request reads the database.

export const SESSION_USERS_CHANNEL = 'session_users';
export const STANDINGS_CHANNEL = 'standings';

export interface ChangeNotices {
  /** Calls `listener` with each payload sent on `channel`; resolves to the function that stops it. */
  listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>>;
}

export function changeNoticesOf(database: Database): ChangeNotices | null {
  if (database.kind !== 'pglite') return null;
  const { client } = database;
  return { listen: (channel, listener) => client.listen(channel, listener) };
}
