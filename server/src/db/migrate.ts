import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../paths';
import type { Database } from './client';

export { MIGRATIONS_FOLDER } from '../paths';

// Any constant shared by every instance of this app: the advisory lock that serialises migrations.
const MIGRATION_LOCK_KEY = 7_245_310_001;

/** A migration that refuses to run on the data it finds (RAISE EXCEPTION); nothing was changed. */
export class MigrationRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MigrationRefusedError';
  }
}

/** The refusal's own sentence, not Drizzle's "Failed query" wrapper holding the whole migration text. */
function refusalOf(error: unknown): MigrationRefusedError | null {
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown }) : undefined;
  return cause?.code === 'P0001' && typeof cause.message === 'string'
    ? new MigrationRefusedError(cause.message)
    : null;
}

/** The newest `when` in the journal (Drizzle records it as the migration's created_at); null if unreadable. */
async function newestInJournal(): Promise<number | null> {
  try {
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
    const whens: unknown[] = journal.entries.map((entry: { when?: unknown }) => entry.when);
    return whens.length > 0 && whens.every(Number.isSafeInteger) ? Math.max(...(whens as number[])) : null;
  } catch {
    return null;
  }
}

/** Drizzle's own question: the created_at of the migration it applied last; null when it has none. */
const LAST_APPLIED = 'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1';

async function lastApplied(database: Database): Promise<number | null> {
  try {
    const { rows } =
      database.kind === 'pglite'
        ? await database.client.query<{ created_at: unknown }>(LAST_APPLIED)
        : await database.pool.query<{ created_at: unknown }>(LAST_APPLIED);
    return rows.length > 0 ? Number(rows[0].created_at) : null;
  } catch {
    // No migrations table yet (or no answer): the full migration finds out.
    return null;
  }
}

/**
 * Whether the database has every migration of the journal. Drizzle applies exactly the migrations newer
 * than the one it applied last, so then it would apply none; answering that from the journal and one
 * query spares a start reading and hashing every migration and Drizzle's own set-up statements.
 */
export async function isMigrated(database: Database): Promise<boolean> {
  const [newest, applied] = await Promise.all([newestInJournal(), lastApplied(database)]);
  return newest !== null && applied !== null && applied >= newest;
}

/** Applies server/drizzle; safe to run on every start and from several instances at once. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (await isMigrated(database)) return;
  try {
    await applyMigrations(database);
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
}

async function applyMigrations(database: Database): Promise<void> {
  const migrationsFolder = MIGRATIONS_FOLDER;
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.client }), { migrationsFolder });
    return;
  }
  const [{ drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
