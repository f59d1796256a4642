import type { Queryable } from '@server/db/client';
import { users } from '@server/db/schema';
import { and, eq, ne } from 'drizzle-orm';

// Reads of users' Discord links (users.discord_id, users.discord_username); the users module writes them.

/** The user's password hash and Discord id (the ways they sign in), or undefined. */
export async function signInWaysOf(tx: Queryable, userId: number) {
  const [self] = await tx
    .select({ passwordHash: users.passwordHash, discordId: users.discordId })
    .from(users)
    .where(eq(users.id, userId));
  return self;
}

/** Whether a user other than `userId` is linked to this Discord account. */
export async function linkedToAnother(tx: Queryable, discordId: string, userId: number): Promise<boolean> {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.discordId, discordId), ne(users.id, userId)));
  return other !== undefined;
}
