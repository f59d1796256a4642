import { rm } from 'node:fs/promises';
import { DEFAULT_DIVISION, DEFAULT_LEAGUE } from '@domain/constants';
import { BUILT_IN_ROLE_PERMISSIONS, PERMISSIONS } from '@domain/permissions';
import { type Database, openDatabase } from '@server/db/client';
import { isMigrated, migrateDatabase } from '@server/db/migrate';
import { divisions, leagues, permissions, rolePermissions, roles } from '@server/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { copyPglite, temporaryDirectory } from './helpers/app';
import { createPostgresDatabase, type DatabaseKind, databaseKinds } from './helpers/databases';

async function openEmpty(kind: DatabaseKind): Promise<{ database: Database; cleanUp: () => Promise<void> }> {
  const dataDir = await temporaryDirectory();
  if (kind === 'pglite') await copyPglite(dataDir, 'empty');
  const postgres = kind === 'postgres' ? await createPostgresDatabase() : null;
  const database = await openDatabase({ dataDir, databaseUrl: postgres?.url });
  return {
    database,
    cleanUp: async () => {
      await database.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(databaseKinds())('migrations on %s', (kind) => {
  const cleanUps: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps) await cleanUp();
  });

  it('apply on an empty database, twice without harm, and seed the roles of domain/permissions', async () => {
    const { database, cleanUp } = await openEmpty(kind);
    cleanUps.push(cleanUp);
    await migrateDatabase(database);
    await migrateDatabase(database);

    const catalogue = await database.db.select({ name: permissions.name }).from(permissions);
    expect(catalogue.map((row) => row.name).sort()).toEqual([...PERMISSIONS].sort());

    const grants = await database.db
      .select({ role: roles.name, builtIn: roles.builtIn, permission: permissions.name })
      .from(roles)
      .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
      .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId));
    const seeded: Record<string, string[]> = {};
    for (const grant of grants) {
      expect(grant.builtIn).toBe(true);
      seeded[grant.role] ??= [];
      if (grant.permission) seeded[grant.role]!.push(grant.permission);
    }
    const expected = Object.fromEntries(
      Object.entries(BUILT_IN_ROLE_PERMISSIONS).map(([role, granted]) => [role, [...granted].sort()]),
    );
    expect(
      Object.fromEntries(Object.entries(seeded).map(([role, granted]) => [role, granted.sort()])),
    ).toEqual(expected);
  });

  it('seed the default league and division of domain/constants, and later ids follow them', async () => {
    const { database, cleanUp } = await openEmpty(kind);
    cleanUps.push(cleanUp);
    await migrateDatabase(database);
    await migrateDatabase(database);
    // Unconfirmed players may play until the league's managers decide otherwise.
    expect(await database.db.select().from(leagues)).toEqual([
      { ...DEFAULT_LEAGUE, unverifiedMayPlay: true },
    ]);
    // The Open Division belongs to no season (decision 0008).
    expect(await database.db.select().from(divisions)).toEqual([
      { ...DEFAULT_DIVISION, seasonId: null, tier: null },
    ]);
    const [next] = await database.db
      .insert(leagues)
      .values({ name: 'Second', minPlayers: 1, maxPlayers: 2 })
      .returning({ id: leagues.id });
    expect(next.id).toBe(2);
  });

  it('tell from the journal and the last recorded migration whether a start has any to apply', async () => {
    const { database, cleanUp } = await openEmpty(kind);
    cleanUps.push(cleanUp);
    expect(await isMigrated(database)).toBe(false);
    await migrateDatabase(database);
    expect(await isMigrated(database)).toBe(true);
    // As if the journal's newest migration had come with a code update after the last start.
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await isMigrated(database)).toBe(false);
  });

  it.runIf(kind === 'postgres')('lets several instances migrate at once', async () => {
    const { database, cleanUp } = await openEmpty(kind);
    cleanUps.push(cleanUp);
    await Promise.all([migrateDatabase(database), migrateDatabase(database), migrateDatabase(database)]);
    const catalogue = await database.db.select().from(permissions);
    expect(catalogue).toHaveLength(PERMISSIONS.length);
  });
});
