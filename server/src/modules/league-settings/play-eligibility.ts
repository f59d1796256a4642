import { translate } from '@domain/i18n';
import type { Queryable } from '@server/db/client';
import { httpError } from '@server/http/http-error';
import { findPlayerVerification, readLeagueSettings } from './repository';

/**
 * Whether an account may play (join a team, check in for a match): always, unless the league lets only
 * players with a confirmed address play and this one has not confirmed theirs. 403 otherwise, worded for
 * the player themself or for the captain acting on them (`actorId`).
 */
export async function assertMayPlay(tx: Queryable, userId: number, actorId: number): Promise<void> {
  const { unverifiedMayPlay } = await readLeagueSettings(tx);
  if (unverifiedMayPlay) return;
  const account = await findPlayerVerification(tx, userId);
  if (!account || account.verifiedAt) return;
  const message =
    userId === actorId
      ? translate('app.emailVerification.youMustVerify')
      : translate('app.emailVerification.playerMustVerify', { player: account.displayName });
  throw httpError(403, message, { code: 'EMAIL_NOT_VERIFIED' });
}
