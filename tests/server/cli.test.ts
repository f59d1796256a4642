import { rm } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '@server/app';
import type { App } from '@server/http/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, newCredentials, register } from './helpers/api';
import { copyPglite, temporaryDirectory, testConfig } from './helpers/app';
import { runAdminCli } from './helpers/cli';
import {
  createPostgresDatabase,
  type DatabaseKind,
  databaseKinds,
  type ScratchPostgres,
} from './helpers/databases';

describe.each(databaseKinds())('operator CLI on %s', (kind: DatabaseKind) => {
  let dataDir: string;
  let postgres: ScratchPostgres | null = null;
  beforeAll(async () => {
    dataDir = await temporaryDirectory('vrpl-cli-');
    // The league's database as a server left it (migrated, no accounts); the CLI migrating an empty one
    // is tested with move-to-postgres and restore.
    if (kind === 'pglite') await copyPglite(dataDir);
    postgres = kind === 'postgres' ? await createPostgresDatabase({ migrated: true }) : null;
  });
  afterAll(async () => {
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const admin = (...args: string[]) => runAdminCli(args, { dataDir, databaseUrl: postgres?.url });

  it('creates an Admin account, promotes existing ones, and fails clearly otherwise', {
    timeout: 90_000,
  }, async () => {
    // Fullwidth letters and capitals: the CLI stores the one normalised spelling (domain/email.ts).
    const created = await admin(
      'create',
      '\uFF22oss@Example.com',
      'The',
      'Boss',
      '--password',
      'paintball-42',
    );
    expect(created).toEqual({
      code: 0,
      out: expect.stringContaining('Created the Admin account boss@example.com (The Boss)'),
    });

    const duplicate = await admin('create', 'boss\u200b@example.com', 'Again', '--password', 'paintball-42');
    expect(duplicate.code).toBe(1);
    expect(duplicate.out).toContain('An account with this email already exists.');

    const weak = await admin('create', 'weak@example.com', 'Weak', '--password', '123');
    expect(weak.code).toBe(1);
    expect(weak.out).toContain('Password must be at least 6 characters');

    expect(await admin('promote', 'BOSS\u00ad@example.com')).toEqual({
      code: 0,
      out: 'boss@example.com is already an Admin.',
    });

    const unknown = await admin('promote', 'nobody@example.com');
    expect(unknown).toEqual({ code: 1, out: 'No account with the email nobody@example.com.' });

    const usage = await admin('frobnicate');
    expect(usage.code).toBe(1);
    expect(usage.out).toContain('Usage:');
    expect(usage.out).toContain('recompute-ratings');
    // No results yet: nothing to replay (tests/server/ratings.test.ts checks the recompute itself).
    expect(await admin('recompute-ratings')).toEqual({ code: 0, out: 'Recomputed the ratings of 0 matches' });

    // The server sees the same database: sign in as the created admin, register a player and promote them.
    let t: App | undefined = await buildApp(testConfig(dataDir, { databaseUrl: postgres?.url }), {
      staticDir: path.join(dataDir, 'no-dist'),
    });
    try {
      const signedIn = await login(t, 'boss@example.com', 'paintball-42');
      expect(signedIn.json().user.roles).toEqual(['Admin', 'Player']);
      const player = newCredentials();
      expect((await register(t, player)).json().data.roles).toEqual(['Player']);
      await t.close();
      t = undefined;
      expect(await admin('promote', player.email.toUpperCase())).toEqual({
        code: 0,
        out: `${player.email} (${player.displayName}) is now an Admin.`,
      });

      // An operator without mail prints a reset link; the server takes it once.
      const printed = await admin('reset-password', player.email);
      expect(printed.code).toBe(0);
      expect(printed.out).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}$/);
      expect(await admin('reset-password', 'nobody@example.com')).toEqual({
        code: 1,
        out: 'No account with the email nobody@example.com.',
      });
      t = await buildApp(testConfig(dataDir, { databaseUrl: postgres?.url }), {
        staticDir: path.join(dataDir, 'no-dist'),
      });
      const token = new URL(printed.out).searchParams.get('token');
      const confirm = () =>
        t!.inject({
          method: 'POST',
          url: '/api/auth/password-reset/confirm',
          payload: { token, password: 'reset-by-operator' },
        });
      expect((await confirm()).statusCode).toBe(200);
      expect((await confirm()).statusCode).toBe(400);
      expect((await login(t, player.email, 'reset-by-operator')).statusCode).toBe(200);
    } finally {
      await t?.close();
    }
  });
});
