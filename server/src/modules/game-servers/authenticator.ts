import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '@server/db/client';
import { findCredential, markUsed } from './repository';
import { credentialIdOf, secretMatches } from './secret';

// Who a game server is allowed to be, from the secret it presents (Authorization header or hello.token):
// the shared GAME_SERVER_TOKEN speaks for any clientId; a credential only for its own, while not revoked.

export type GameServerGrant =
  | { kind: 'shared' }
  | { kind: 'credential'; credentialId: number; clientId: string | null };

export interface GameServerAuthenticator {
  /** The grant a secret carries, or null when it is wrong (unknown, revoked or not matching). */
  authenticate(candidate: string): Promise<GameServerGrant | null>;
  /** A hello was accepted with this grant (a credential's last use is recorded). */
  used(grant: GameServerGrant): Promise<void>;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether a grant lets its holder say hello as `clientId`. */
export function grantAllows(grant: GameServerGrant, clientId: string): boolean {
  return grant.kind === 'shared' || grant.clientId === clientId;
}

export function createGameServerAuthenticator(db: Db, sharedToken: string): GameServerAuthenticator {
  const sharedDigest = digest(sharedToken);
  return {
    async authenticate(candidate) {
      if (timingSafeEqual(digest(candidate), sharedDigest)) return { kind: 'shared' };
      const id = credentialIdOf(candidate);
      if (id === null) return null;
      const row = await findCredential(db, id);
      if (!row || row.revokedAt || !secretMatches(candidate, row.secretHash)) return null;
      return { kind: 'credential', credentialId: row.id, clientId: row.clientId };
    },
    async used(grant) {
      if (grant.kind === 'credential') await markUsed(db, grant.credentialId);
    },
  };
}
