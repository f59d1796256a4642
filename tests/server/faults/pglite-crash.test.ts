import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { translate } from '@domain/i18n';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/server-process';
import { copyPglite } from '../helpers/app';
import { acknowledgedIds, adminToken, request, roleWrites, runLoad } from './load';
import { isAlive, type ServerProcess, serverCommand, spawnLogged, startServerProcess } from './processes';

// The embedded database under the worst stop there is (kill -9 in the middle of writes), and a second
// process trying to open the same data directory.

const started: ServerProcess[] = [];
const directories: string[] = [];
/** The server the kill -9 test restarted, kept running as the holder of the lock test (one start fewer). */
let survivor: { server: ServerProcess; dataDir: string } | null = null;

/** A data directory holding a copy of the migrated embedded database (initdb and migrations are not tested here). */
async function dataDir(): Promise<string> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'vrpl-faults-'));
  directories.push(directory);
  await copyPglite(directory);
  return directory;
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  started.push(server);
  return server;
}

afterAll(async () => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  for (const directory of directories.splice(0)) await rm(directory, { recursive: true, force: true });
});

describe('PGlite under faults', () => {
  it('keeps every acknowledged write through kill -9 under write load', async () => {
    const DATA_DIR = await dataDir();
    const first = await start({ DATA_DIR });
    const token = await adminToken(first.baseUrl);

    const load = runLoad(first.baseUrl, 4, roleWrites(token, 'crash'));
    while (acknowledgedIds(load.outcomes).length < 40)
      await new Promise((resolve) => setTimeout(resolve, 50));
    first.child.kill('SIGKILL');
    await first.exited;
    const acknowledged = acknowledgedIds(await load.stop());

    // The same directory, a new process: the dead one's lock is stale, the data is all there.
    const second = await start({ DATA_DIR });
    const agent = new http.Agent({ keepAlive: true });
    const missing: number[] = [];
    for (const id of acknowledged) {
      const answer = await request(agent, `${second.baseUrl}/api/roles/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (answer.status !== 200) missing.push(id);
    }
    agent.destroy();
    survivor = { server: second, dataDir: DATA_DIR };
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    expect(missing).toEqual([]);
  }, 120_000);

  it('refuses a data directory another live process holds, naming its pid', async () => {
    const DATA_DIR = survivor?.dataDir ?? (await dataDir());
    const holder = survivor?.server ?? (await start({ DATA_DIR }));
    const pid = holder.child.pid ?? 0;
    expect(isAlive(pid)).toBe(true);

    const intruder = spawnLogged(...serverCommand(), {
      DATA_DIR,
      PORT: String(await freePort()),
    });
    const verdict = await Promise.race([
      intruder.exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 30_000)),
    ]);
    if (verdict === 'still running') intruder.child.kill('SIGKILL');
    expect(verdict, 'a second process on the held directory must exit with code 1').toBe(1);
    expect(intruder.output().trim()).toBe(
      translate('app.errors.faults.dataDirInUse', { directory: path.resolve(DATA_DIR), pid }),
    );

    // The holder is undisturbed.
    expect((await fetch(`${holder.baseUrl}/api/health`)).status).toBe(200);
  }, 120_000);
});
