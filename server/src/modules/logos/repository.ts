import type { Queryable } from '@server/db/client';
import { teams } from '@server/db/schema';
import { eq } from 'drizzle-orm';

// Logos are the teams module's columns: this module only serves them.

/** The PNG stored under this SHA-256, or null. Teams with the same logo share its bytes and address. */
export async function findLogo(db: Queryable, sha256: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ png: teams.logoPng })
    .from(teams)
    .where(eq(teams.logoSha256, sha256))
    .limit(1);
  return row?.png ?? null;
}
