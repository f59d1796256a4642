import { hash, randomBytes } from 'node:crypto';

// The tokens of links sent by mail (password reset, address confirmation): 256 random bits in the link,
// only their SHA-256 in the database, so a leaked table opens no account.

export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

/** SHA-256 of the token, hex: the only form of it the database keeps. */
export function hashLinkToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** `publicUrl/path?token=...`: the page of the web app that uses the token. */
export function linkTo(publicUrl: string, path: string, token: string): string {
  return `${publicUrl}${path}?token=${encodeURIComponent(token)}`;
}
