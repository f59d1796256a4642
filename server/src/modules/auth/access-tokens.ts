import { jwtVerify, SignJWT } from 'jose';

// Access tokens: HS256 JWTs, 15 minutes, sub = user id, sid = refresh-token family (DESIGN section 4).

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
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid token, or null for anything else (bad signature, expired, malformed). */
  verify(token: string): Promise<VerifiedAccess | null>;
}

/** Bounds the tokens remembered as verified (about 300 bytes each). */
const VERIFIED_MAX = 10_000;

export function createAccessTokens(secret: string): AccessTokens {
  // A token checked once stays good until its exp: every authenticated request presents one, and an HMAC
  // check through WebCrypto costs more than the rest of a cached read. Revocation is not the token's
  // business (the session check after it is).
  const verified = new Map<string, VerifiedAccess>();
  // Imported once: given raw bytes, jose would import the HMAC key again on every sign and verify.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    sign: async ({ userId, familyId }) =>
      new SignJWT({ sid: familyId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(userId))
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(await key),
    async verify(token) {
      const known = verified.get(token);
      if (known && known.expiresAtMs > Date.now()) return known;
      if (known) verified.delete(token);
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
