import { jwtVerify, SignJWT } from 'jose';

// Access tokens: HS256 JWTs, 15 minutes, sub = user id, sid = refresh-token family (DESIGN section 4).

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const TOKEN_ISSUER = 'vr-paintball-league';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: number;
  familyId: string;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid token, or null for anything else (bad signature, expired, malformed). */
  verify(token: string): Promise<AccessClaims | null>;
}

export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, familyId }) =>
      new SignJWT({ sid: familyId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(userId))
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: TOKEN_ISSUER });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId < 1 || typeof payload.sid !== 'string') return null;
        return { userId, familyId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
