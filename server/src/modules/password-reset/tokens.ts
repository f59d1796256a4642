import { linkTo } from '../mail/link-tokens';

/** A reset link works for 30 minutes after it was asked for. */
export const RESET_TOKEN_LIFETIME_MS = 30 * 60 * 1000;

export function resetLink(publicUrl: string, token: string): string {
  return linkTo(publicUrl, '/reset-password', token);
}
