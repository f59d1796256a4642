import type { Db } from '@server/db/client';
import { selectOne } from './repository';

// The health module's service (app.health): whether the database answers.

export function createHealthService({ db }: { db: Db }) {
  return {
    /** Rejects when the database does not answer a trivial query. */
    async pingDatabase(): Promise<void> {
      await selectOne(db);
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
