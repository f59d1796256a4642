import { translate } from '@domain/i18n';
import type { Db } from '@server/db/client';
import { httpError } from '@server/http/http-error';
import type { ApiUser } from '../users/schemas';
import { findUserById, lockAccountIdentities, toApiUser, writeDiscordLink } from '../users/service';
import type { DiscordUser } from './client';
import { linkedToAnother, signInWaysOf } from './repository';

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
      const self = await signInWaysOf(tx, userId);
      if (self?.discordId && self.passwordHash === null) {
        throw httpError(409, translate('app.profile.discord.onlyWayIn'), { code: 'DISCORD_ONLY_WAY_IN' });
      }
    }
    if (link.discordId && (await linkedToAnother(tx, link.discordId, userId))) {
      throw httpError(409, translate('app.access.discord.alreadyLinked'), { code: 'DISCORD_ALREADY_LINKED' });
    }
    await writeDiscordLink(tx, userId, { ...link, updatedAt: new Date() });
  });
  const user = await findUserById(db, userId);
  if (!user) throw httpError(404, translate('app.profile.userNotFound'), { code: 'USER_NOT_FOUND' });
  return toApiUser(user);
}

export function linkDiscord(db: Db, userId: number, discord: DiscordUser): Promise<ApiUser> {
  return setLink(db, userId, { discordId: discord.id, discordUsername: discord.name });
}

export function unlinkDiscord(db: Db, userId: number): Promise<ApiUser> {
  return setLink(db, userId, { discordId: null, discordUsername: null });
}
