import { messages } from '@domain/messages';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import { httpError } from '@server/http/http-error';
import { and, eq, ne } from 'drizzle-orm';
import { lockAccountIdentities } from '../users/accounts';
import type { ApiUser } from '../users/schemas';
import { findUserById, toApiUser } from '../users/service';
import type { DiscordUser } from './client';

// Storing and removing a user's Discord link. One Discord account belongs to one user at most: the
// identity lock serialises the check and the write, and the unique index stays the last line of defence.

async function setLink(
  db: Db,
  userId: number,
  link: { discordId: string | null; discordUsername: string | null },
) {
  await db.transaction(async (tx) => {
    await lockAccountIdentities(tx);
    if (!link.discordId) {
      const [self] = await tx
        .select({ passwordHash: users.passwordHash, discordId: users.discordId })
        .from(users)
        .where(eq(users.id, userId));
      if (self?.discordId && self.passwordHash === null) {
        throw httpError(409, messages.discord.onlyWayIn, { code: 'DISCORD_ONLY_WAY_IN' });
      }
    }
    if (link.discordId) {
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.discordId, link.discordId), ne(users.id, userId)));
      if (other) throw httpError(409, messages.discord.alreadyLinked, { code: 'DISCORD_ALREADY_LINKED' });
    }
    await tx
      .update(users)
      .set({ ...link, updatedAt: new Date() })
      .where(eq(users.id, userId));
  });
  const user = await findUserById(db, userId);
  if (!user) throw httpError(404, messages.profile.userNotFound, { code: 'USER_NOT_FOUND' });
  return toApiUser(user);
}

export function linkDiscord(db: Db, userId: number, discord: DiscordUser): Promise<ApiUser> {
  return setLink(db, userId, { discordId: discord.id, discordUsername: discord.name });
}

export function unlinkDiscord(db: Db, userId: number): Promise<ApiUser> {
  return setLink(db, userId, { discordId: null, discordUsername: null });
}

/** The id of the user linked to this Discord account, else null. */
export async function findUserByDiscordId(db: Db, discordId: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.discordId, discordId));
  return row?.id ?? null;
}
