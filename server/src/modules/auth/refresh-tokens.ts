import { hash, randomBytes, randomUUID } from 'node:crypto';
import type { Db, Queryable } from '@server/db/client';
import {
  childTokenOf,
  familyOfTokenHash,
  insertRefreshToken,
  lockTokenByHash,
  markRotated,
  type RefreshTokenRow,
  revokeFamily,
  storeFamilyHead,
} from './repository';
import { sealToken, unsealToken } from './token-seal';

// Refresh tokens: 256 random bits, only the SHA-256 stored, one family per login,
// rotated on every use; a replayed token revokes its family.

export const FAMILY_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** How long the parent of the current token still yields that token (two tabs refreshing at once). */
export const ROTATION_GRACE_MS = 10_000;

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  // One-shot: no Hash object and stream machinery for 43 bytes on every login and refresh.
  return hash('sha256', token, 'hex');
}

export interface IssuedRefreshToken {
  token: string;
  userId: number;
  familyId: string;
}

export type RotationResult =
  | ({ status: 'rotated' | 'grace' } & IssuedRefreshToken)
  | { status: 'invalid' }
  | { status: 'replayed' };

/** A family's first token, before it is stored. */
export interface NewFamily {
  familyId: string;
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

export function newFamily(now = new Date(), familyId: string = randomUUID()): NewFamily {
  const token = newRefreshToken();
  return {
    familyId,
    token,
    tokenHash: hashRefreshToken(token),
    expiresAt: new Date(now.getTime() + FAMILY_LIFETIME_MS),
  };
}

/** A new family for a fresh login. */
export async function startFamily(
  db: Queryable,
  userId: number,
  now = new Date(),
  familyId: string = randomUUID(),
): Promise<IssuedRefreshToken> {
  const family = newFamily(now, familyId);
  await storeFamilyHead(db, {
    userId,
    familyId,
    tokenHash: family.tokenHash,
    createdAt: now,
    familyExpiresAt: family.expiresAt,
  });
  return { token: family.token, userId, familyId };
}

/**
 * Exchanges a refresh token for its successor. The row lock makes two concurrent refreshes of one token
 * queue up: the first rotates, the second then sees a rotated token and falls into the grace rule.
 */
export function rotateRefreshToken(db: Db, presented: string, now = new Date()): Promise<RotationResult> {
  return db.transaction(async (tx): Promise<RotationResult> => {
    const row = await lockTokenByHash(tx, hashRefreshToken(presented));
    if (!row || row.revokedAt || row.familyExpiresAt <= now) return { status: 'invalid' };
    const issued = { userId: row.userId, familyId: row.familyId };

    if (!row.rotatedAt) {
      const child = newRefreshToken();
      await markRotated(tx, row.id, now, sealToken(child, presented));
      await insertRefreshToken(tx, {
        ...issued,
        tokenHash: hashRefreshToken(child),
        parentId: row.id,
        createdAt: now,
        familyExpiresAt: row.familyExpiresAt,
      });
      return { status: 'rotated', token: child, ...issued };
    }

    const head = await graceSuccessor(tx, row, presented, now);
    if (head) return { status: 'grace', token: head, ...issued };
    await revokeFamily(tx, row.familyId, now);
    return { status: 'replayed' };
  });
}

/** The current token when `row` is its immediate parent and was rotated moments ago, else null. */
async function graceSuccessor(
  db: Queryable,
  row: RefreshTokenRow,
  presented: string,
  now: Date,
): Promise<string | null> {
  if (!row.rotatedAt || !row.nextTokenSealed) return null;
  if (now.getTime() - row.rotatedAt.getTime() > ROTATION_GRACE_MS) return null;
  const child = await childTokenOf(db, row.id);
  if (!child || child.rotatedAt || child.revokedAt) return null;
  const token = unsealToken(row.nextTokenSealed, presented);
  return token && hashRefreshToken(token) === child.tokenHash ? token : null;
}

/** Logout: revokes the family of the presented token; an unknown token changes nothing. */
export async function revokeFamilyOfToken(db: Queryable, presented: string, now = new Date()): Promise<void> {
  const familyId = await familyOfTokenHash(db, hashRefreshToken(presented));
  if (familyId !== null) await revokeFamily(db, familyId, now);
}
