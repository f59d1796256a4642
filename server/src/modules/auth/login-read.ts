import type { Db } from '@server/db/client';
import { preparedPer } from '@server/db/prepared';
import { users } from '@server/db/schema';
import { eq, sql } from 'drizzle-orm';
import { type Count, liveCountsSubquery } from '../throttle/counters';
import { selectUsersWithAccess, type UserRecord } from '../users/repository';
import type { AttemptKeys } from './login-throttle';

// What a sign-in reads before the password check, in one prepared statement: the throttle's live counts
// of the attempt and the account of the email with its roles. Besides argon2, a login's cost is mostly its
// statements (a round trip each, on the server's thread and PostgreSQL's); these two reads were two.

const loginRead = preparedPer((db: Db) => {
  const placeholder = sql.placeholder;
  const throttle = liveCountsSubquery(
    db,
    [placeholder('addressKey'), placeholder('accountKey'), placeholder('pairKey')],
    placeholder('now'),
  );
  const account = selectUsersWithAccess(db, {})
    .where(eq(users.email, placeholder('email')))
    .as('account');
  // The counts are one row whatever they hold; the account joins it when the email has one.
  return db.select().from(throttle).leftJoin(account, sql`true`).prepare('login_read');
});

export interface LoginRead {
  counts: Map<string, Count>;
  user: UserRecord | null;
}

/** The live counts of `keys` at `now` and the account of `email` (normalised), read together. */
export async function readLogin(db: Db, email: string, keys: AttemptKeys, now: Date): Promise<LoginRead> {
  const [row] = await loginRead(db).execute({
    addressKey: keys.address,
    accountKey: keys.account,
    pairKey: keys.pair,
    now,
    email,
  });
  if (!row) throw new Error('the login read returned no row');
  return { counts: row.throttle_counts.counts, user: row.account };
}
