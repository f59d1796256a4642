import { translate } from '@domain/i18n';
import { ROLES } from '@domain/permissions';
import { auditLog, teamPlayers, teams } from '@server/db/schema';
import type { App } from '@server/http/types';
import { addRole } from '@server/modules/users/repository';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, me, refresh, type SessionTokens, signUp } from './helpers/api';
import { buildTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/databases';

type Method = 'PUT' | 'POST' | 'DELETE';

function call(app: App, method: Method, url: string, token: string, payload?: object) {
  return app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
}

const update = (app: App, session: SessionTokens, id: number | string, payload: object) =>
  call(app, 'PUT', `/api/users/${id}`, session.token, payload);
const changePassword = (app: App, session: SessionTokens, id: number, payload: object) =>
  call(app, 'POST', `/api/users/${id}/change-password`, session.token, payload);

describe.each(databaseKinds())('profile and account on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await signUp(t.app); // the first account is the Admin; every account below is a Player
  });
  afterAll(() => t?.close());

  it('changes the own display name at once and keeps a new email pending until it is confirmed', async () => {
    const player = await signUp(t.app);
    const response = await update(t.app, player, player.userId, {
      displayName: '  Paint Pro  ',
      email: `NEW.${player.credentials.email.toUpperCase()}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: {
        id: player.userId,
        displayName: 'Paint Pro',
        email: player.credentials.email,
        pendingEmail: `new.${player.credentials.email}`,
      },
    });
    expect((await me(t.app, player.token)).json().data.displayName).toBe('Paint Pro');
    // The old address signs in until the new one is confirmed (tests/server/email-verification.test.ts).
    expect((await login(t.app, player.credentials.email, player.credentials.password)).statusCode).toBe(200);
  });

  it("refuses another user's account without manage:users and allows it with", async () => {
    const player = await signUp(t.app);
    const other = await signUp(t.app);
    const denied = await update(t.app, player, other.userId, { displayName: 'Hijacked' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ message: translate('app.errors.api.forbidden') });
    const deniedPassword = await changePassword(t.app, player, other.userId, {
      oldPassword: other.credentials.password,
      newPassword: 'whatever-1',
    });
    expect(deniedPassword.statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/users/${other.userId}`, player.token)).statusCode).toBe(403);

    await addRole(t.app.db, player.userId, ROLES.support);
    const allowed = await update(t.app, player, other.userId, { displayName: 'Renamed By Support' });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data).toMatchObject({ id: other.userId, displayName: 'Renamed By Support' });
    const missing = await update(t.app, player, 2_000_000_000, { displayName: 'Nobody' });
    expect(missing.statusCode).toBe(404);
  });

  it('says Invalid user ID for an id that is not a number, and 401 without a token', async () => {
    const player = await signUp(t.app);
    for (const id of ['abc', '-1', '0', '1.5', '99999999999']) {
      const response = await update(t.app, player, id, { displayName: 'Whoever' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: translate('app.errors.validation.invalidUserId') });
    }
    const bad = await changePassword(t.app, player, Number.NaN, { oldPassword: 'x', newPassword: 'yyyyyy' });
    expect(bad.json()).toMatchObject({ message: translate('app.errors.validation.invalidUserId') });
    const anonymous = await t.app.inject({ method: 'PUT', url: `/api/users/${player.userId}`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers No changes to update. when nothing differs', async () => {
    const player = await signUp(t.app);
    const { displayName, email } = player.credentials;
    for (const payload of [
      {},
      { displayName },
      { displayName: ` ${displayName} `, email: email.toUpperCase() },
    ]) {
      const response = await update(t.app, player, player.userId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: translate('app.errors.validation.noChanges'),
        code: 'NO_CHANGES',
      });
    }
  });

  it('refuses an email another account uses with 409', async () => {
    const player = await signUp(t.app);
    const other = await signUp(t.app);
    const response = await update(t.app, player, player.userId, {
      email: other.credentials.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: translate('app.errors.api.emailInUse'),
      code: 'EMAIL_IN_USE',
    });
  });

  it('applies the display-name and email rules with the spec messages', async () => {
    const player = await signUp(t.app);
    const cases: [object, string][] = [
      [{ displayName: 'x' }, translate('app.errors.validation.displayNameLength')],
      [{ displayName: 'y'.repeat(33) }, translate('app.errors.validation.displayNameLength')],
      [{ displayName: 'Bad <name>' }, translate('app.errors.validation.displayNameChars')],
      [{ email: 'not-an-email' }, translate('app.errors.validation.invalidEmail')],
      [{ displayName: 42 }, translate('app.errors.api.invalidInput')],
    ];
    for (const [payload, message] of cases) {
      const response = await update(t.app, player, player.userId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    const ok = await update(t.app, player, player.userId, { displayName: "O'Neil_the-1st.@vr" });
    expect(ok.statusCode).toBe(200);
  });

  it('ignores fields other than displayName and email (no mass assignment)', async () => {
    const player = await signUp(t.app);
    const response = await update(t.app, player, player.userId, {
      displayName: 'Sneaky Player',
      roles: ['Admin'],
      permissions: ['manage:users'],
      discordID: '123',
      id: 1,
      passwordHash: 'x',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: player.userId,
      displayName: 'Sneaky Player',
      roles: ['Player'],
      permissions: [],
      discordID: null,
    });
  });

  it('changes the password after checking the old one, ending the other sessions only', async () => {
    const player = await signUp(t.app);
    const { email, password } = player.credentials;
    const otherSession = (await login(t.app, email, password)).json<{
      token: string;
      refreshToken: string;
    }>();

    const wrong = await changePassword(t.app, player, player.userId, {
      oldPassword: 'not-my-password',
      newPassword: 'brand-new-pass',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: translate('app.profile.wrongPassword'),
      code: 'WRONG_PASSWORD',
    });
    const short = await changePassword(t.app, player, player.userId, {
      oldPassword: password,
      newPassword: 'abc',
    });
    expect(short.json()).toMatchObject({ message: translate('app.access.register.passwordTooShort') });

    const changed = await changePassword(t.app, player, player.userId, {
      oldPassword: password,
      newPassword: 'brand-new-pass',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ id: player.userId });

    // This session goes on (and its refresh token still rotates); the other one is over.
    expect((await me(t.app, player.token)).statusCode).toBe(200);
    expect((await refresh(t.app, player.refreshToken)).statusCode).toBe(200);
    expect((await me(t.app, otherSession.token)).statusCode).toBe(401);
    expect((await refresh(t.app, otherSession.refreshToken)).statusCode).toBe(401);

    expect((await login(t.app, email, password)).statusCode).toBe(401);
    expect((await login(t.app, email, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('deletes the own account: its tokens stop working and the email is free again', async () => {
    const player = await signUp(t.app);
    const response = await call(t.app, 'DELETE', `/api/users/${player.userId}`, player.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: null });
    expect((await me(t.app, player.token)).statusCode).toBe(401);
    expect((await refresh(t.app, player.refreshToken)).statusCode).toBe(401);
    expect((await login(t.app, player.credentials.email, player.credentials.password)).statusCode).toBe(401);
    const again = await signUp(t.app, player.credentials);
    expect(again.userId).not.toBe(player.userId);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, player.userId)));
    expect(audit).toMatchObject([{ action: 'user.delete', actorUserId: null, details: { self: true } }]);
  });
});

describe.each(databaseKinds())('deleting an account in a team on %s', (kind) => {
  let t: TestApp;
  let counter = 0;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await signUp(t.app);
  });
  afterAll(() => t?.close());

  /** A team whose roster is `ranks`, joined in that order (one minute apart); answers its id and players. */
  async function teamWith(ranks: ('captain' | 'coCaptain' | 'player')[]) {
    counter += 1;
    const [team] = await t.app.db
      .insert(teams)
      .values({
        name: `Deletion ${counter}`,
        code: `DL${counter}`,
        leagueId: 1,
        divisionId: 1,
        status: 'Approved',
      })
      .returning({ id: teams.id });
    const players: SessionTokens[] = [];
    for (const [index, rank] of ranks.entries()) {
      const player = await signUp(t.app);
      await t.app.db.insert(teamPlayers).values({
        teamId: team.id,
        userId: player.userId,
        isCaptain: rank === 'captain',
        isCoCaptain: rank === 'coCaptain',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      });
      players.push(player);
    }
    return { teamId: team.id, players };
  }

  async function roster(teamId: number) {
    return t.app.db
      .select({ userId: teamPlayers.userId, isCaptain: teamPlayers.isCaptain })
      .from(teamPlayers)
      .where(eq(teamPlayers.teamId, teamId))
      .orderBy(teamPlayers.id);
  }

  const remove = (session: SessionTokens) =>
    call(t.app, 'DELETE', `/api/users/${session.userId}`, session.token);

  it("hands a captain's team to the co-captain", async () => {
    const { teamId, players } = await teamWith(['player', 'captain', 'coCaptain']);
    expect((await remove(players[1]!)).statusCode).toBe(200);
    expect(await roster(teamId)).toEqual([
      { userId: players[0]!.userId, isCaptain: false },
      { userId: players[2]!.userId, isCaptain: true },
    ]);
  });

  it('hands it to the earliest-joined member when there is no co-captain', async () => {
    const { teamId, players } = await teamWith(['captain', 'player', 'player']);
    expect((await remove(players[0]!)).statusCode).toBe(200);
    expect(await roster(teamId)).toEqual([
      { userId: players[1]!.userId, isCaptain: true },
      { userId: players[2]!.userId, isCaptain: false },
    ]);
  });

  it('keeps the captain when a plain player goes, and disbands the team of a last member', async () => {
    const { teamId, players } = await teamWith(['captain', 'player']);
    expect((await remove(players[1]!)).statusCode).toBe(200);
    expect(await roster(teamId)).toEqual([{ userId: players[0]!.userId, isCaptain: true }]);
    expect((await remove(players[0]!)).statusCode).toBe(200);
    expect(await t.app.db.select().from(teams).where(eq(teams.id, teamId))).toEqual([]);
  });
});
