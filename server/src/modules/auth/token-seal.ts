import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// The two-tab grace needs the child of a rotated refresh token without storing tokens in clear: the child
// is sealed with AES-256-GCM under a key derived (HKDF-SHA256) from the parent token, which only its
// holder has.

const INFO = Buffer.from('vr-paintball refresh-token successor');
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFrom(parentToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(parentToken, 'utf8'), Buffer.alloc(0), INFO, 32));
}

export function sealToken(childToken: string, parentToken: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(parentToken), iv);
  const sealed = Buffer.concat([cipher.update(childToken, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The child token, or null when the seal does not open with this parent. */
export function unsealToken(sealed: string, parentToken: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(parentToken), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
