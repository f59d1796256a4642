import { translate } from '@domain/i18n';
import { refreshTokens } from '@server/db/schema';
import { hashRefreshToken, ROTATION_GRACE_MS } from '@server/modules/auth/refresh-tokens';
import { revokeOtherFamilies } from '@server/modules/auth/repository';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, me, refresh, signUp } from './helpers/api';
import { buildTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/databases';

describe.each(databaseKinds())('refresh tokens on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t?.close());

  const expectRefused = (response: Awaited<ReturnType<typeof refresh>>) => {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      message: translate('app.errors.api.invalidRefreshToken'),
    });
  };

  it('rotates on every refresh with the spec shape', async () => {
    const session = await signUp(t.app);
    const response = await refresh(t.app, session.refreshToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      data: {
        token: expect.any(String),
        refreshToken: expect.any(String),
        user: expect.objectContaining({ id: session.userId }),
      },
    });
    expect(body.data.refreshToken).not.toBe(session.refreshToken);
    expect((await me(t.app, body.data.token)).statusCode).toBe(200);

    const stored = await t.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, session.userId));
    expect(stored).toHaveLength(2);
    expect(stored.map((row) => row.tokenHash)).toContain(hashRefreshToken(body.data.refreshToken));
    expect(JSON.stringify(stored)).not.toContain(body.data.refreshToken);
  });

  it('answers unknown and malformed tokens with 401', async () => {
    expectRefused(await refresh(t.app, 'x'.repeat(43)));
    const empty = await refresh(t.app, '');
    expect(empty.statusCode).toBe(400);
  });

  it('gives the current token to the parent presented within the grace period (two tabs)', async () => {
    const session = await signUp(t.app);
    const first = (await refresh(t.app, session.refreshToken)).json();
    const second = await refresh(t.app, session.refreshToken);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.refreshToken).toBe(first.data.refreshToken);
    // The family is intact: the head still rotates.
    expect((await refresh(t.app, first.data.refreshToken)).statusCode).toBe(200);
  });

  it('lets two concurrent refreshes of one token both succeed with the same successor', async () => {
    const session = await signUp(t.app);
    const [a, b] = await Promise.all([
      refresh(t.app, session.refreshToken),
      refresh(t.app, session.refreshToken),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.refreshToken).toBe(b.json().data.refreshToken);
    const rows = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.userId));
    expect(rows).toHaveLength(2);
  });

  it('treats a replay after the grace period as theft: the whole family, head included, is revoked', async () => {
    const session = await signUp(t.app);
    const head = (await refresh(t.app, session.refreshToken)).json().data;
    await t.app.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - ROTATION_GRACE_MS - 1_000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(session.refreshToken)));

    expectRefused(await refresh(t.app, session.refreshToken));
    expectRefused(await refresh(t.app, head.refreshToken));
    expect((await me(t.app, head.token)).statusCode).toBe(401);
  });

  it('treats a replay of an older ancestor as theft even within the grace period', async () => {
    const session = await signUp(t.app);
    const child = (await refresh(t.app, session.refreshToken)).json().data;
    const grandchild = (await refresh(t.app, child.refreshToken)).json().data;
    expectRefused(await refresh(t.app, session.refreshToken));
    expectRefused(await refresh(t.app, grandchild.refreshToken));
  });

  it('revokes the family on logout and answers unknown tokens with 200 too', async () => {
    const session = await signUp(t.app);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, data: null });
    expectRefused(await refresh(t.app, session.refreshToken));

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: 'unknown' },
    });
    expect(unknown.statusCode).toBe(200);
  });

  it('refuses a refresh token whose family is past its absolute lifetime', async () => {
    const session = await signUp(t.app);
    await t.app.db
      .update(refreshTokens)
      .set({ familyExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(refreshTokens.userId, session.userId));
    expectRefused(await refresh(t.app, session.refreshToken));
  });

  it('revokeOtherFamilies keeps only the given session', async () => {
    const session = await signUp(t.app);
    const other = (await login(t.app, session.credentials.email, session.credentials.password)).json();
    const [kept] = await t.app.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(session.refreshToken)));
    await revokeOtherFamilies(t.app.db, session.userId, kept!.familyId);
    expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(200);
    expectRefused(await refresh(t.app, other.refreshToken));
    expect((await me(t.app, other.token)).statusCode).toBe(401);
  });
});
