import type { Queryable } from '@server/db/client';
import { accessPasses } from '@server/db/schema';
import { and, eq, gt, lt, ne, or } from 'drizzle-orm';

// Tables owned (no other module writes them): access_passes.
// Reads and writes of the access gate's passes (access_passes).

/** Whether a pass with this hash, made for the code of this fingerprint, is live at `now`. */
export async function passIsLive(
  db: Queryable,
  tokenHash: string,
  codeFingerprint: string,
  now: Date,
): Promise<boolean> {
  const [pass] = await db
    .select({ tokenHash: accessPasses.tokenHash })
    .from(accessPasses)
    .where(
      and(
        eq(accessPasses.tokenHash, tokenHash),
        eq(accessPasses.codeFingerprint, codeFingerprint),
        gt(accessPasses.expiresAt, now),
      ),
    );
  return pass !== undefined;
}

/** Deletes the passes of another code than this fingerprint's and those expired before `now`. */
export async function pruneDeadPasses(db: Queryable, codeFingerprint: string, now: Date): Promise<void> {
  await db
    .delete(accessPasses)
    .where(or(ne(accessPasses.codeFingerprint, codeFingerprint), lt(accessPasses.expiresAt, now)));
}

export async function insertPass(db: Queryable, pass: typeof accessPasses.$inferInsert): Promise<void> {
  await db.insert(accessPasses).values(pass);
}
