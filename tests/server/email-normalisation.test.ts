import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { normalizeEmail } from '@domain/email';
import { translate } from '@domain/i18n';
import { type Database, openDatabase } from '@server/db/client';
import { MIGRATIONS_FOLDER, MigrationRefusedError, migrateDatabase } from '@server/db/migrate';
import { users } from '@server/db/schema';
import type { App } from '@server/http/types';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, newCredentials, register, signUp } from './helpers/api';
import { buildTestApp, copyPglite, type TestApp, temporaryDirectory } from './helpers/app';
import { createPostgresDatabase, type DatabaseKind, databaseKinds } from './helpers/databases';

// Look-alike spellings of an address are one account (domain/email.ts), in every place an address
// comes in, and the migration brings stored addresses to the same spelling.

const LOOK_ALIKES = ['ANA@Example.com', 'ana\u200b@example.com', '\uFF41na@example.com'];

const update = (app: App, token: string, id: number, payload: object) =>
  app.inject({
    method: 'PUT',
    url: `/api/users/${id}`,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });

describe.each(databaseKinds())('email normalisation on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = await signUp(t.app, newCredentials('admin'));
  });
  afterAll(() => t?.close());

  it('signs every look-alike spelling in to the one account', async () => {
    const ana = { ...newCredentials(), email: 'ana@example.com' };
    const registered = await register(t.app, ana);
    expect(registered.json().data.email).toBe('ana@example.com');
    for (const spelling of LOOK_ALIKES) {
      const response = await login(t.app, spelling, ana.password);
      expect(response.statusCode, JSON.stringify(spelling)).toBe(200);
      expect(response.json().user.id).toBe(registered.json().data.id);
    }
  });

  it('refuses to register a look-alike of a registered address', async () => {
    await register(t.app, { ...newCredentials(), email: 'bea@example.com' });
    for (const spelling of ['BEA@Example.com', 'bea\u200b@example.com', '\uFF42ea@example.com']) {
      const again = await register(t.app, { ...newCredentials(), email: spelling });
      expect(again.statusCode, JSON.stringify(spelling)).toBe(409);
      expect(again.json()).toMatchObject({
        message: translate('app.errors.api.emailInUse'),
        code: 'EMAIL_IN_USE',
      });
    }
  });

  it('stores a look-alike registration in the normalised spelling', async () => {
    const response = await register(t.app, { ...newCredentials(), email: 'C\u200bAT\uFF20example.com' });
    // The fullwidth @ is not an address before normalising: refused like any other malformed one.
    expect(response.statusCode).toBe(400);
    const fine = await register(t.app, { ...newCredentials(), email: '\uFF23\u200bat@Example.com' });
    expect(fine.json().data.email).toBe('cat@example.com');
  });

  it('refuses a look-alike of another account in a profile or admin email change, and stores the normal form', async () => {
    const dan = await signUp(t.app, { ...newCredentials(), email: 'dan@example.com' });
    const eve = await signUp(t.app, { ...newCredentials(), email: 'eve@example.com' });
    const own = await update(t.app, eve.token, eve.userId, { email: 'dan\u200b@example.com' });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({
      message: translate('app.errors.api.emailInUse'),
      code: 'EMAIL_IN_USE',
    });
    const byAdmin = await update(t.app, admin.token, eve.userId, { email: '\uFF44AN@example.com' });
    expect(byAdmin.statusCode).toBe(409);

    const changed = await update(t.app, admin.token, dan.userId, { email: 'DAN.NEW\u2060@Example.com' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.email).toBe('dan.new@example.com');
    // The same address in another spelling is no change at all.
    const same = await update(t.app, dan.token, dan.userId, { email: 'Dan.New@EXAMPLE.com' });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ code: 'NO_CHANGES' });
  });
});

/** Only the migrations before the normalisation, in a folder of their own. */
async function migrationsBeforeNormalisation(): Promise<string> {
  const folder = await temporaryDirectory('vrpl-migrations-');
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag.endsWith('_normalised_emails'));
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

async function migrateWith(database: Database, migrationsFolder: string): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.client }), { migrationsFolder });
  } else {
    const client = await database.pool.connect();
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
    } finally {
      client.release();
    }
  }
}

describe.each(databaseKinds())('the email normalisation migration on %s', (kind: DatabaseKind) => {
  const cleanUps: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });

  /** A database migrated up to just before the normalisation, holding accounts with these emails. */
  async function databaseWith(emails: string[]): Promise<Database> {
    const dataDir = await temporaryDirectory();
    if (kind === 'pglite') await copyPglite(dataDir, 'empty');
    const postgres = kind === 'postgres' ? await createPostgresDatabase() : null;
    const database = await openDatabase({ dataDir, databaseUrl: postgres?.url });
    const before = await migrationsBeforeNormalisation();
    cleanUps.push(async () => {
      await database.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
      await rm(before, { recursive: true, force: true });
    });
    await migrateWith(database, before);
    for (const [index, email] of emails.entries()) {
      await database.db.execute(
        sql`insert into users (email, display_name, password_hash) values (${email}, ${`User ${index}`}, 'x')`,
      );
    }
    return database;
  }

  const storedEmails = async (database: Database) =>
    (await database.db.select({ email: users.email }).from(users).orderBy(users.id)).map((row) => row.email);

  it('rewrites stored addresses to exactly what normalizeEmail gives', async () => {
    const stored = [
      'plain@example.com',
      'ana\u200b@example.com',
      '\uFF41\uFF42@example.com',
      '\uFB01x@example.com',
      'z\u00ad\u2060\uFEFF\u{E0020}@example.com',
      '\u{1D41C}\u{1D41D}@example.com',
      'caf\u0065\u0301@example.com',
      'Mixed.Case@Example.COM',
    ];
    const database = await databaseWith(stored);
    await migrateDatabase(database);
    expect(await storedEmails(database)).toEqual(stored.map(normalizeEmail));
  });

  it('stops with the colliding accounts named, changing nothing, when two addresses become one', async () => {
    const database = await databaseWith(['ana@example.com', 'ana\u200b@example.com', 'bo@example.com']);
    const refused = await migrateDatabase(database).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MigrationRefusedError);
    expect((refused as Error).message).toMatch(
      /^Cannot normalise the stored emails: these accounts would share one address: ana@example\.com \(user ids 1, 2\)\. Give all but one/,
    );
    expect(await storedEmails(database)).toEqual([
      'ana@example.com',
      'ana\u200b@example.com',
      'bo@example.com',
    ]);
    // The operator renames one; the next start migrates.
    await database.db.execute(sql`update users set email = 'ana.two@example.com' where id = 2`);
    await migrateDatabase(database);
    expect(await storedEmails(database)).toEqual([
      'ana@example.com',
      'ana.two@example.com',
      'bo@example.com',
    ]);
  });
});
