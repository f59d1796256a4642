import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '@server/app';
import { accessPasses } from '@server/db/schema';
import type { App } from '@server/http/types';
import { GATE_COOKIE } from '@server/modules/access/gate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateCookie, newCredentials, register } from './helpers/api';
import { copyPglite, temporaryDirectory, testConfig } from './helpers/app';
import {
  createPostgresDatabase,
  type DatabaseKind,
  databaseKinds,
  type ScratchPostgres,
} from './helpers/databases';

// Gate passes are random tokens kept (hashed) in the shared database, not a value derived from the code:
// every instance honours them, and a new ACCESS_CODE ends them (docs/decisions/0004-access-gate-passes.md).

const verified = async (app: App, cookie: string) =>
  (await app.inject({ url: '/api/access', headers: { cookie } })).json().data.verified as boolean;
const passToken = (cookie: string) => cookie.split('=')[1]!.split('.')[0]!;
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

describe.each(databaseKinds())('access-gate passes on %s', (kind: DatabaseKind) => {
  let dataDir: string;
  let postgres: ScratchPostgres | null;
  const open: App[] = [];
  beforeAll(async () => {
    dataDir = await temporaryDirectory();
    // The league's database as a first start leaves it (migrated): what a pass does, not the migrations.
    if (kind === 'pglite') await copyPglite(dataDir);
    postgres = kind === 'postgres' ? await createPostgresDatabase({ migrated: true }) : null;
  });
  afterAll(async () => {
    for (const app of open) await app.close();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** An instance on the shared database and secrets (DATA_DIR), with this access code. */
  const instance = async (accessCode = 'ABC123') => {
    const app = await buildApp(testConfig(dataDir, { databaseUrl: postgres?.url, accessCode }), {
      staticDir: path.join(dataDir, 'no-dist'),
    });
    open.push(app);
    return app;
  };
  const stop = async (app: App) => {
    open.splice(open.indexOf(app), 1);
    await app.close();
  };

  it('gives each browser its own random pass and stores only its hash', async () => {
    const app = await instance();
    const first = await gateCookie(app);
    const second = await gateCookie(app);
    expect(first.startsWith(`${GATE_COOKIE}=`)).toBe(true);
    const token = passToken(first);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(passToken(second)).not.toBe(token);
    expect(token).not.toContain(sha256('gate-cookie:ABC123').slice(0, 22));

    const rows = await app.db.select().from(accessPasses);
    expect(rows.map((row) => row.tokenHash)).toContain(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await verified(app, first)).toBe(true);
    await stop(app);
  });

  it('refuses a signed cookie holding a token that was never issued, and an expired pass', async () => {
    const app = await instance();
    const forged = `${GATE_COOKIE}=${app.signCookie('A'.repeat(43))}`;
    expect(await verified(app, forged)).toBe(false);
    const refused = await register(app, newCredentials(), forged);
    expect(refused.statusCode).toBe(403);

    const cookie = await gateCookie(app);
    await app.db
      .update(accessPasses)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(accessPasses.tokenHash, sha256(passToken(cookie))));
    expect(await verified(app, cookie)).toBe(false);
    await stop(app);
  });

  it.runIf(kind === 'postgres')('honours a pass made on another instance of the same database', async () => {
    const [one, two] = [await instance(), await instance()];
    const cookie = await gateCookie(one);
    expect(await verified(two, cookie)).toBe(true);
    expect((await register(two, newCredentials(), cookie)).statusCode).toBe(201);
    await stop(one);
    await stop(two);
  });

  it('keeps passes across a restart, and ends every one when ACCESS_CODE changes', async () => {
    let app = await instance('ABC123');
    const cookie = await gateCookie(app, 'ABC123');
    await stop(app);

    app = await instance('ABC123');
    expect(await verified(app, cookie)).toBe(true);
    await stop(app);

    app = await instance('NEW456');
    expect(await verified(app, cookie)).toBe(false);
    const refused = await register(app, newCredentials(), cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCESS_GATE_REQUIRED' });
    const fresh = await gateCookie(app, 'NEW456');
    expect(await verified(app, fresh)).toBe(true);
    // The old code's passes were pruned when the new one was issued.
    expect(await app.db.select().from(accessPasses)).toHaveLength(1);
    await stop(app);

    // Going back to the old code does not revive them either.
    app = await instance('ABC123');
    expect(await verified(app, cookie)).toBe(false);
    await stop(app);
  });
});
