import { hash, randomBytes } from 'node:crypto';

/** A reset link works for 30 minutes after it was asked for. */
export const RESET_TOKEN_LIFETIME_MS = 30 * 60 * 1000;

export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

/** SHA-256 of the token, hex: the only form of it the database keeps. */
export function hashResetToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}
