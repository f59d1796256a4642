import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { translate } from '@domain/i18n';
import { auditLog } from '@server/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { buildTestApp, type TestApp, temporaryDirectory } from './helpers/app';
import { runAdminCli } from './helpers/cli';
import { call, createTeam } from './helpers/teams';

// The Admin's backup of a league on the embedded database, taken while the server runs and writes, and
// restored by the operator CLI into an empty DATA_DIR, where a server starts on the same league. On
// PostgreSQL the download is refused in favour of pg_dump.

const restore = (dataDir: string, file: string) => runAdminCli(['restore', file], { dataDir });

describe('backups of a league on the embedded database', () => {
  let t: TestApp;
  let scratch: string;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    scratch = await temporaryDirectory('vrpl-backup-');
  });
  afterAll(async () => {
    await t.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('gives the Admin the whole league while writes go on, and the restored copy is a consistent league', {
    timeout: 120_000,
  }, async () => {
    const admin = await signUp(t.app);
    const player = await signUp(t.app);
    expect((await call(t.app, player.token, 'GET', '/api/admin/backup')).statusCode).toBe(403);
    await createTeam(t.app, admin.token);

    // Teams keep being created while the backup is taken.
    let writing = true;
    const writer = (async () => {
      let made = 0;
      while (writing) {
        const captain = await signUp(t.app);
        await createTeam(t.app, captain.token);
        made++;
      }
      return made;
    })();
    const answer = await call(t.app, admin.token, 'GET', '/api/admin/backup');
    writing = false;
    await writer;

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/gzip');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="vr-paintball-league-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz"$/,
    );
    const tarball = answer.rawPayload;
    expect(tarball.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'league.backup'));
    expect(entry).toMatchObject({ actorUserId: admin.userId, details: { bytes: tarball.length } });

    const file = path.join(scratch, 'league.tar.gz');
    await writeFile(file, tarball);
    const restoredDir = path.join(scratch, 'restored');
    const restored = await restore(restoredDir, file);
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toMatch(/^Restored the league into .*: \d+ accounts, \d+ teams, \d+ matches\./);

    // A server on the restored directory: the Admin signs in with the same password and sees the league.
    const copy = await buildTestApp('pglite', { config: { dataDir: restoredDir } });
    try {
      const signedIn = await copy.app.inject({
        method: 'POST',
        url: '/api/auth/local/login',
        payload: { email: admin.credentials.email, password: admin.credentials.password },
      });
      expect(signedIn.statusCode).toBe(200);
      const teams = await copy.app.inject({
        method: 'GET',
        url: '/api/teams',
        headers: { authorization: `Bearer ${signedIn.json<{ token: string }>().token}` },
      });
      expect(teams.statusCode).toBe(200);
      // Every team restored has its captain: no half of a write made while the backup was taken.
      const orphans = await copy.app.db.execute(sql`
        select count(*)::int as n from teams t
        where not exists (select 1 from team_players p where p.team_id = t.id and p.is_captain)`);
      expect((orphans as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    } finally {
      await copy.close();
    }
  });

  it('restores only into an empty DATA_DIR, and only a backup', { timeout: 60_000 }, async () => {
    const garbage = path.join(scratch, 'not-a-backup.tar.gz');
    await writeFile(garbage, 'hello');
    const empty = path.join(scratch, 'empty');
    const refused = await restore(empty, garbage);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('is not a backup');

    const holding = path.join(scratch, 'holding', 'pglite');
    await mkdir(holding, { recursive: true });
    await writeFile(path.join(holding, 'PG_VERSION'), '17\n');
    const occupied = await restore(path.dirname(holding), garbage);
    expect(occupied).toEqual({ code: 1, out: expect.stringContaining('already holds a database') });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('backups of a league on PostgreSQL', () => {
  it('point to pg_dump', async () => {
    const t = await buildTestApp('postgres');
    try {
      const admin = await signUp(t.app);
      const answer = await call(t.app, admin.token, 'GET', '/api/admin/backup');
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        success: false,
        message: translate('app.errors.backup.usePgDump'),
      });
    } finally {
      await t.close();
    }
  });
});
