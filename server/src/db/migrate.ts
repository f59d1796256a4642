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

/** Applies server/drizzle; safe to run on every start and from several instances at once. */
export async function migrateDatabase(database: Database): Promise<void> {
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
