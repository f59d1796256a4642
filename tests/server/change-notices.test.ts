import { translate } from '@domain/i18n';
import { refreshTokens, rolePermissions, roles, userRoles, users } from '@server/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { me, signUp } from './helpers/api';
import { buildTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { grantRole } from './helpers/game-servers';
import { call } from './helpers/teams';

// The signed-in record kept between requests (modules/users/session-users.ts) must never outlive the rows
// it came from: every write to a user, their roles, a role's permissions or their sessions counts on the
// very next request, even a write made outside the app's own code paths (straight SQL here), on both
// databases. change-notices-instances.test.ts does the same across two instances on PostgreSQL.

describe.each(databaseKinds())('signed-in records on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('shows a changed display name on the next request', async () => {
    const player = await signUp(t.app);
    expect((await me(t.app, player.token)).statusCode).toBe(200);
    await t.app.db.update(users).set({ displayName: 'Renamed Directly' }).where(eq(users.id, player.userId));
    expect((await me(t.app, player.token)).json().data.displayName).toBe('Renamed Directly');
  });

  it('counts a role given or taken, and a permission taken from a role, at once', async () => {
    const player = await signUp(t.app);
    expect((await call(t.app, player.token, 'GET', '/api/game-sessions')).statusCode).toBe(403);
    await grantRole(t.app, player.userId, 'Game Master');
    expect((await call(t.app, player.token, 'GET', '/api/game-sessions')).statusCode).toBe(200);

    const [gameMaster] = await t.app.db.select().from(roles).where(eq(roles.name, 'Game Master'));
    const granted = await t.app.db
      .delete(rolePermissions)
      .where(eq(rolePermissions.roleId, gameMaster!.id))
      .returning();
    expect((await call(t.app, player.token, 'GET', '/api/game-sessions')).statusCode).toBe(403);
    await t.app.db.insert(rolePermissions).values(granted);
    expect((await call(t.app, player.token, 'GET', '/api/game-sessions')).statusCode).toBe(200);

    await t.app.db.delete(userRoles).where(eq(userRoles.userId, player.userId));
    expect((await call(t.app, player.token, 'GET', '/api/game-sessions')).statusCode).toBe(403);
  });

  it('refuses the access token once its session is revoked, or its user deleted', async () => {
    const revoked = await signUp(t.app);
    expect((await me(t.app, revoked.token)).statusCode).toBe(200);
    await t.app.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(eq(refreshTokens.userId, revoked.userId));
    const refused = await me(t.app, revoked.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(translate('app.errors.api.invalidToken'));

    const deleted = await signUp(t.app);
    expect((await me(t.app, deleted.token)).statusCode).toBe(200);
    await t.app.db.delete(users).where(eq(users.id, deleted.userId));
    expect((await me(t.app, deleted.token)).statusCode).toBe(401);
  });
});

describe.each(databaseKinds())('the kept signed-in record on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('is kept between requests and forgotten at the commit of a write that touches it', async () => {
    const player = await signUp(t.app);
    expect((await me(t.app, player.token)).json().data.displayName).toBe(player.credentials.displayName);
    // A write the database does not announce shows that the record was kept, not read again.
    await t.app.db.execute(sql`alter table users disable trigger users_updated_sessions`);
    await t.app.db.update(users).set({ displayName: 'Unannounced' }).where(eq(users.id, player.userId));
    await t.app.db.execute(sql`alter table users enable trigger users_updated_sessions`);
    expect((await me(t.app, player.token)).json().data.displayName).toBe(player.credentials.displayName);

    await t.app.db.update(users).set({ displayName: 'Announced' }).where(eq(users.id, player.userId));
    expect((await me(t.app, player.token)).json().data.displayName).toBe('Announced');
  });
});
