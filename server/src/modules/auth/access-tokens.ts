import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { jwtVerify } from 'jose';

// Access tokens: HS256 JWTs, 15 minutes, sub = user id, sid = refresh-token family.

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const TOKEN_ISSUER = 'vr-paintball-league';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: number;
  familyId: string;
}

/** A valid token's claims and when it expires (ms since the epoch). */
export interface VerifiedAccess extends AccessClaims {
  expiresAtMs: number;
}

export interface AccessTokens {
  sign(claims: AccessClaims): string;
  /** The claims of a valid token, or null for anything else (bad signature, expired, malformed). */
  verify(token: string): Promise<VerifiedAccess | null>;
  /** The claims of a token `verify` accepted before and that has not expired since, else null. */
  verifiedBefore(token: string): VerifiedAccess | null;
}

const ENCODED_HEADER = Buffer.from(JSON.stringify({ alg: ALGORITHM })).toString('base64url');

/**
 * An HS256 JWT (RFC 7519) with our claims, signed by node:crypto in this thread: through WebCrypto (jose's
 * SignJWT) the HMAC of a few hundred bytes is queued on libuv's pool, behind the argon2 verifies of other
 * sign-ins, and wakes this thread again for the answer. Tokens are still verified by jose.
 */
function signAccessToken({ userId, familyId }: AccessClaims, secret: KeyObject): string {
  const issuedAt = Math.floor(Date.now() / 1000);
  const claims = {
    sid: familyId,
    sub: String(userId),
    iss: TOKEN_ISSUER,
    iat: issuedAt,
    exp: issuedAt + ACCESS_TOKEN_TTL_SECONDS,
  };
  const signingInput = `${ENCODED_HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
}

/** Bounds the tokens remembered as verified (about 300 bytes each). */
const VERIFIED_MAX = 10_000;

export function createAccessTokens(secret: string): AccessTokens {
  // A token checked once stays good until its exp: every authenticated request presents one, and an HMAC
  // check through WebCrypto costs more than the rest of a cached read. Revocation is not the token's
  // business (the session check after it is).
  const verified = new Map<string, VerifiedAccess>();
  // Imported once: given raw bytes, jose would import the HMAC key again on every verify.
  const secretBytes = new TextEncoder().encode(secret);
  const signingKey = createSecretKey(secretBytes);
  const key = crypto.subtle.importKey('raw', secretBytes, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'verify',
  ]);
  const verifiedBefore = (token: string): VerifiedAccess | null => {
    const known = verified.get(token);
    if (!known) return null;
    if (known.expiresAtMs > Date.now()) return known;
    verified.delete(token);
    return null;
  };
  return {
    sign: (claims) => signAccessToken(claims, signingKey),
    verifiedBefore,
    async verify(token) {
      const known = verifiedBefore(token);
      if (known) return known;
      try {
        // A token without exp, or one made to live longer than ours do (a leaked secret's forgery), is
        // refused: exp and iat are required and exp may be at most the configured lifetime after iat.
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          requiredClaims: ['exp', 'iat', 'sub'],
          maxTokenAge: ACCESS_TOKEN_TTL_SECONDS,
        });
        if ((payload.exp ?? 0) - (payload.iat ?? 0) > ACCESS_TOKEN_TTL_SECONDS) return null;
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId < 1 || typeof payload.sid !== 'string') return null;
        const claims = { userId, familyId: payload.sid, expiresAtMs: (payload.exp ?? 0) * 1000 };
        if (verified.size >= VERIFIED_MAX) verified.clear();
        verified.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
