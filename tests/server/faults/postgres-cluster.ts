import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../support/server-process';

// A PostgreSQL cluster of the test's own (initdb + pg_ctl in a temporary directory, on a free port), so
// the test can stop and start it. initdb refuses to run as root: as root, the cluster belongs to the
// `postgres` OS user and every pg_ctl call runs as that user.

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The bin directory of the newest installed PostgreSQL, or null when there is none. */
export function postgresBinDir(): string | null {
  if (!existsSync(POSTGRES_ROOT)) return null;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((version) => existsSync(path.join(POSTGRES_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(POSTGRES_ROOT, versions[0], 'bin') : null;
}

export interface PrivateCluster {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

async function osUser(name: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

export async function createCluster(binDir: string): Promise<PrivateCluster> {
  const asRoot = process.getuid?.() === 0;
  const directory = await mkdtemp(path.join(os.tmpdir(), 'vrpl-pg-'));
  const dataDir = path.join(directory, 'data');
  if (asRoot) {
    const owner = await osUser('postgres');
    await chown(directory, owner.uid, owner.gid);
  }
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, name), ...args])
      : run(path.join(binDir, name), args);
  const port = await freePort();
  await tool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=on`;
  const pgCtl = (action: string, extra: string[] = []) =>
    tool('pg_ctl', [action, '-D', dataDir, '-w', '-t', '30', ...extra]).then(() => undefined);
  const start = () => pgCtl('start', ['-o', options, '-l', path.join(directory, 'postgres.log')]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    // fast: the way a restart or an operator's stop ends every session (57P01 admin_shutdown).
    stop: () => pgCtl('stop', ['-m', 'fast']),
    async destroy() {
      await pgCtl('stop', ['-m', 'immediate']).catch(() => undefined);
      await rm(directory, { recursive: true, force: true });
    },
  };
}
