import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// The secret of a game-server credential: gsc_<id>.<32 random bytes, base64url>. The id names the one row
// to check; the random part makes it unguessable, so a plain SHA-256 is enough to store it (no slow hash).

const PREFIX = 'gsc_';
const SECRET_PATTERN = /^gsc_([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** A new secret for credential `id` and the hash to store. */
export function newSecret(id: number): { secret: string; hash: string } {
  const secret = `${PREFIX}${id}.${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashSecret(secret) };
}

/** The credential id a candidate names, or null when it is not shaped like a credential's secret. */
export function credentialIdOf(candidate: string): number | null {
  const match = SECRET_PATTERN.exec(candidate);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}

/** Constant-time comparison of a candidate with a stored hash. */
export function secretMatches(candidate: string, storedHash: string): boolean {
  const stored = Buffer.from(storedHash, 'hex');
  const given = Buffer.from(hashSecret(candidate), 'hex');
  return stored.length === given.length && timingSafeEqual(stored, given);
}
