import type { Queryable } from '@server/db/client';
import { teams } from '@server/db/schema';
import { and, eq, isNotNull } from 'drizzle-orm';

// The start-up conversion of logos stored as data URLs before logos were re-encoded (logo-backfill.ts).

/** Up to `limit` teams still holding a legacy logo data URL, in id order. */
export function legacyLogosBatch(db: Queryable, limit: number) {
  return db
    .select({ id: teams.id, dataUrl: teams.legacyLogo })
    .from(teams)
    .where(isNotNull(teams.legacyLogo))
    .orderBy(teams.id)
    .limit(limit);
}

/**
 * Replaces the team's legacy logo with the re-encoded PNG, or only clears it when `logo` is null; writes
 * nothing when the row no longer holds its data URL.
 */
export async function replaceLegacyLogo(
  db: Queryable,
  teamId: number,
  logo: { png: Buffer; sha256: string } | null,
): Promise<void> {
  await db
    .update(teams)
    .set(logo ? { logoPng: logo.png, logoSha256: logo.sha256, legacyLogo: null } : { legacyLogo: null })
    .where(and(eq(teams.id, teamId), isNotNull(teams.legacyLogo)));
}
