import { linkTo } from '../mail/link-tokens';

/** A confirmation link works for 24 hours after it was sent. */
export const VERIFICATION_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function verificationLink(publicUrl: string, token: string): string {
  return linkTo(publicUrl, '/verify-email', token);
}
