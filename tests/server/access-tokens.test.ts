import {
  ACCESS_TOKEN_TTL_SECONDS,
  createAccessTokens,
  TOKEN_ISSUER,
} from '@server/modules/auth/access-tokens';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The access token is signed by node:crypto in the request's thread; any JWT library holding the secret
// must read it as an HS256 JWT (sub = user id, sid = refresh-token family).

const SECRET = 'a-test-secret-of-enough-length-0123456789';

describe('access tokens', () => {
  it('signs an HS256 JWT that jose verifies, with the user, the session family, issuer and 15 minutes', async () => {
    const tokens = createAccessTokens(SECRET);
    const before = Math.floor(Date.now() / 1000);
    const token = tokens.sign({ userId: 42, familyId: '5f0c2a8e-0b7e-4d55-9a43-3f3f3f3f3f3f' });

    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256' });
    const { payload } = await jwtVerify(token, new TextEncoder().encode(SECRET), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
    });
    expect(payload).toMatchObject({ sub: '42', sid: '5f0c2a8e-0b7e-4d55-9a43-3f3f3f3f3f3f' });
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(await tokens.verify(token)).toMatchObject({ userId: 42, familyId: payload.sid });
  });

  it('is refused under another secret and when a byte of it changes', async () => {
    const token = createAccessTokens(SECRET).sign({ userId: 7, familyId: 'family' });
    expect(await createAccessTokens(`${SECRET}-other`).verify(token)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const otherUser = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '8' }),
    ).toString('base64url');
    expect(await createAccessTokens(SECRET).verify(`${header}.${otherUser}.${signature}`)).toBeNull();
  });

  describe('verified before', () => {
    afterEach(() => vi.useRealTimers());

    it('answers at once only for a token verified earlier, until it expires', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const tokens = createAccessTokens(SECRET);
      const token = tokens.sign({ userId: 42, familyId: 'family' });
      expect(tokens.verifiedBefore(token)).toBeNull();
      const claims = await tokens.verify(token);
      expect(claims).toMatchObject({ userId: 42, familyId: 'family' });
      expect(tokens.verifiedBefore(token)).toEqual(claims);
      // A forged copy is never "verified before": the lookup is by the whole token, signature included.
      expect(tokens.verifiedBefore(`${token.slice(0, -2)}AA`)).toBeNull();
      vi.setSystemTime(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000 + 1);
      expect(tokens.verifiedBefore(token)).toBeNull();
      expect(await tokens.verify(token)).toBeNull();
    });
  });
});
