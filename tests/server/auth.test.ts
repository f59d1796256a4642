import { translate } from '@domain/i18n';
import { PERMISSIONS } from '@domain/permissions';
import { users } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateCookie, login, me, newCredentials, register, signUp } from './helpers/api';
import { buildTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/databases';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(databaseKinds())('auth on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t?.close());

  it('makes the first account of an empty database an Admin, and later ones Players', async () => {
    const first = newCredentials('admin');
    const response = await register(t.app, first);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      data: {
        id: expect.any(Number),
        displayName: first.displayName,
        email: first.email,
        discordID: null,
        discordUsername: null,
        hasPassword: true,
        emailVerified: false,
        pendingEmail: null,
        roles: ['Admin', 'Player'],
        permissions: [...PERMISSIONS].sort(),
        createdAt: expect.stringMatching(ISO_TIME),
      },
    });

    const second = await register(t.app, newCredentials());
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toMatchObject({ roles: ['Player'], permissions: [] });
  });

  it('signs in with the exact login shape and serves /users/me', async () => {
    const credentials = newCredentials();
    await register(t.app, credentials);
    const response = await login(t.app, credentials.email.toUpperCase(), credentials.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['refreshToken', 'success', 'token', 'user']);
    expect(body).toMatchObject({ success: true, user: { email: credentials.email, roles: ['Player'] } });
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.refreshToken).toMatch(/^[\w-]{43}$/);
    // Only whether a password is set (hasPassword) is told, never anything of the password itself.
    expect(body.user.hasPassword).toBe(true);
    const { hasPassword: _told, ...userWithoutFlag } = body.user;
    expect(JSON.stringify({ ...body, user: userWithoutFlag })).not.toMatch(/password|argon2/i);

    const profile = await me(t.app, body.token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({ success: true, data: body.user });
  });

  it('refuses a duplicate email whatever its case', async () => {
    const credentials = newCredentials();
    expect((await register(t.app, credentials)).statusCode).toBe(201);
    const again = await register(t.app, { ...credentials, email: credentials.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      message: translate('app.errors.api.emailInUse'),
      code: 'EMAIL_IN_USE',
    });
  });

  it('answers a wrong password and an unknown email with the identical 401 body', async () => {
    const { credentials } = await signUp(t.app);
    const wrongPassword = await login(t.app, credentials.email, 'not-the-password');
    const unknownEmail = await login(t.app, 'nobody@example.com', 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(strip(wrongPassword.json())).toEqual(strip(unknownEmail.json()));
    expect(wrongPassword.json()).toMatchObject({
      success: false,
      message: translate('app.access.login.invalidCredentials'),
    });
  });

  it('applies the spec texts to bad registrations', async () => {
    const cookie = await gateCookie(t.app);
    const cases = [
      [{ email: '', password: 'secret1', displayName: 'Al' }, translate('app.access.register.allRequired')],
      [
        { email: 'not-an-email', password: 'secret1', displayName: 'Al' },
        translate('app.errors.validation.invalidEmail'),
      ],
      [
        { email: 'a@b.co', password: '12345', displayName: 'Al' },
        translate('app.access.register.passwordTooShort'),
      ],
      [
        { email: 'a@b.co', password: 'secret1', displayName: 'A' },
        translate('app.errors.validation.displayNameLength'),
      ],
      [
        { email: 'a@b.co', password: 'secret1', displayName: 'Al<b>' },
        translate('app.errors.validation.displayNameChars'),
      ],
    ] as const;
    for (const [payload, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/local/register',
        payload,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
  });

  describe('access gate', () => {
    it('reports whether the browser is verified', async () => {
      const before = await t.app.inject({ url: '/api/access' });
      expect(before.json()).toEqual({ success: true, data: { verified: false } });
      const cookie = await gateCookie(t.app);
      const after = await t.app.inject({ url: '/api/access', headers: { cookie } });
      expect(after.json()).toEqual({ success: true, data: { verified: true } });
    });

    it('sets a signed HttpOnly SameSite=Lax cookie on /api for a year', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/access/verify',
        payload: { code: 'abc123' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: { verified: true } });
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\/api/);
      expect(cookie).toMatch(/Max-Age=31536000/);
      expect(cookie).not.toMatch(/Secure/);
    });

    it('refuses a wrong code with the spec text', async () => {
      for (const code of ['XYZ999', 'short']) {
        const response = await t.app.inject({ method: 'POST', url: '/api/access/verify', payload: { code } });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          success: false,
          message: translate('app.access.gate.incorrect'),
        });
        expect(response.headers['set-cookie']).toBeUndefined();
      }
    });

    it('closes registration to browsers without a valid gate cookie', async () => {
      for (const cookie of [undefined, 'vrpl_access=v1.forged', 'vrpl_access=v1.abc.invalidsignature']) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/local/register',
          payload: newCredentials(),
          headers: cookie ? { cookie } : {},
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          success: false,
          message: translate('app.access.gate.required'),
          code: 'ACCESS_GATE_REQUIRED',
        });
      }
    });
  });

  describe('bearer tokens', () => {
    it('answers 401 without a token and with a bad one', async () => {
      const missing = await t.app.inject({ url: '/api/users/me' });
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toMatchObject({
        success: false,
        message: translate('app.errors.api.unauthenticated'),
      });
      for (const authorization of ['Bearer nonsense', 'Bearer a.b.c', 'Basic dXNlcjpwYXNz']) {
        const bad = await t.app.inject({ url: '/api/users/me', headers: { authorization } });
        expect(bad.statusCode).toBe(401);
        expect(bad.json()).toMatchObject({
          success: false,
          message: translate('app.errors.api.invalidToken'),
        });
      }
    });

    it('refuses the token of a deleted user', async () => {
      const session = await signUp(t.app);
      await t.app.db.delete(users).where(eq(users.id, session.userId));
      const response = await me(t.app, session.token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        success: false,
        message: translate('app.errors.api.invalidToken'),
      });
    });

    it('refuses a token after logout ends its session', async () => {
      const session = await signUp(t.app);
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        payload: { refreshToken: session.refreshToken },
      });
      expect((await me(t.app, session.token)).statusCode).toBe(401);
    });
  });
});
