import { normalizeEmail } from '@domain/email';
import type { Queryable } from '@server/db/client';
import { users } from '@server/db/schema';
import { count, eq, sql } from 'drizzle-orm';

// Reads and writes of account rows: creation, display names, Discord links and deletion.

// Any constant shared by every instance: serialises account creation and changes of an account's email
// or Discord link, so "first user becomes Admin" and the duplicate checks cannot race.
const ACCOUNT_IDENTITY_LOCK_KEY = 7_245_310_002;

/** Holds the account-identity lock until the transaction `tx` ends. */
export async function lockAccountIdentities(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_IDENTITY_LOCK_KEY})`);
}

export async function countUsers(tx: Queryable): Promise<number> {
  const [{ total }] = await tx.select({ total: count() }).from(users);
  return total;
}

export type NewUserRow = typeof users.$inferInsert;

/** Inserts the account row (its email normalised, domain/email.ts); its id. */
export async function insertUser(tx: Queryable, values: NewUserRow): Promise<number> {
  const [created] = await tx
    .insert(users)
    .values({ ...values, email: normalizeEmail(values.email) })
    .returning({ id: users.id });
  return created.id;
}

/** Whether an account has this display name, in any case. */
export async function displayNameTaken(tx: Queryable, name: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.displayName}) = lower(${name})`)
    .limit(1);
  return row !== undefined;
}

/** The id of the user linked to this Discord account, else null. */
export async function findUserByDiscordId(db: Queryable, discordId: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.discordId, discordId));
  return row?.id ?? null;
}

export async function setDisplayName(
  tx: Queryable,
  userId: number,
  displayName: string,
  updatedAt: Date,
): Promise<void> {
  await tx.update(users).set({ displayName, updatedAt }).where(eq(users.id, userId));
}

/** Links the account to a Discord account, or unlinks it (both null). */
export async function writeDiscordLink(
  tx: Queryable,
  userId: number,
  values: { discordId: string | null; discordUsername: string | null; updatedAt: Date },
): Promise<void> {
  await tx.update(users).set(values).where(eq(users.id, userId));
}

/** Stores the account's new password (its argon2id hash). */
export async function setPasswordHash(
  tx: Queryable,
  userId: number,
  passwordHash: string,
  updatedAt: Date,
): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt }).where(eq(users.id, userId));
}

/** Deletes the account row; what belongs to it goes with it (ON DELETE CASCADE). */
export async function deleteUser(tx: Queryable, userId: number): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
