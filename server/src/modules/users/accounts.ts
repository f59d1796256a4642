import { normalizeEmail } from '@domain/email';
import { messages } from '@domain/messages';
import { ROLES } from '@domain/permissions';
import type { Db, Queryable } from '@server/db/client';
import { users } from '@server/db/schema';
import { httpError } from '@server/http/http-error';
import { count, sql } from 'drizzle-orm';
import { addRole, findUserByEmail, findUserById, type UserRecord } from './repository';

// Any constant shared by every instance: serialises account creation and changes of an account's email
// or Discord link, so "first user becomes Admin" and the duplicate checks cannot race.
const ACCOUNT_IDENTITY_LOCK_KEY = 7_245_310_002;

/** Holds the account-identity lock until the transaction `tx` ends. */
export async function lockAccountIdentities(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_IDENTITY_LOCK_KEY})`);
}

export interface NewAccount {
  email: string;
  displayName: string;
  passwordHash: string;
}

/** Creates an account with the Player role; the first account of an empty database also becomes Admin. */
export function createAccount(db: Db, account: NewAccount): Promise<UserRecord> {
  return db.transaction(async (tx) => {
    await lockAccountIdentities(tx);
    if (await findUserByEmail(tx, account.email)) {
      throw httpError(409, messages.api.emailInUse, { code: 'EMAIL_IN_USE' });
    }
    const [{ total }] = await tx.select({ total: count() }).from(users);
    const [created] = await tx
      .insert(users)
      .values({
        email: normalizeEmail(account.email),
        displayName: account.displayName,
        passwordHash: account.passwordHash,
      })
      .returning({ id: users.id });
    await addRole(tx, created.id, ROLES.player);
    if (total === 0) await addRole(tx, created.id, ROLES.admin);
    const record = await findUserById(tx, created.id);
    if (!record) throw new Error('The account just created cannot be read back');
    return record;
  });
}
