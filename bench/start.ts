import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../tests/support/server-process';

// The start budget: the server's start as `npm start` runs it (scripts/start.mjs, the built server) against the
// start it replaced (bench/start-with-tsx.mjs, TypeScript compiled by tsx at every start), and the memory
// the server holds once it answers, on the embedded database. Each server is its own process, started the
// way npm execs it; its memory is VmRSS of that process in /proc.

const ROOT = join(import.meta.dirname, '..');
/** As `npm start` runs it (package.json), thread-pool preload included. */
const BUILT_START = ['--require', './scripts/size-threadpool.cjs', 'scripts/start.mjs'];
const TSX_START = ['bench/start-with-tsx.mjs'];
/** Memory is sampled for this long after the first healthy answer; the largest sample counts. */
const SETTLE_MS = 3_000;

interface Started {
  healthyMs: number;
  rssMb: number;
}

function vmRssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) / 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The environment of a default `npm start` in production, on `dataDir`, with nothing inherited that changes it. */
function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, SOURCE_MAPS: _maps, API_DOCS: _docs, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
}

/**
 * Starts `args` with node on `dataDir`, times it to its first healthy answer, samples its memory (when
 * `sampleMemory`), stops it.
 */
async function startOnce(args: string[], dataDir: string, sampleMemory: boolean): Promise<Started> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: serverEnv(dataDir, port),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      if (performance.now() - started > 120_000) throw new Error(`${args.join(' ')} never became healthy`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await sleep(25);
    }
    const healthyMs = performance.now() - started;
    let rssMb = vmRssMb(child.pid!);
    for (let waited = 0; sampleMemory && waited < SETTLE_MS; waited += 100) {
      await sleep(100);
      rssMb = Math.max(rssMb, vmRssMb(child.pid!));
    }
    return { healthyMs, rssMb };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export interface StartResult {
  runs: number;
  tsxMs: number;
  builtMs: number;
  firstStartRssMb: number;
  restartRssMb: number;
}

/**
 * Builds what `npm start` would build first (so no run below includes a build), then: the built server's
 * first start on an empty data directory, and `runs` restarts of each kind on that directory, alternating
 * so that both see the same machine. Times are medians, memory the largest restart's.
 */
export async function measureStart(runs = 5): Promise<StartResult> {
  const check = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], {
    cwd: ROOT,
    env: serverEnv('', 0),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (check.status !== 0) throw new Error('the build failed');
  const dataDir = mkdtempSync(join(tmpdir(), 'vrpb-bench-start-'));
  try {
    const first = await startOnce(BUILT_START, dataDir, true);
    const tsx: number[] = [];
    const built: Started[] = [];
    for (let run = 0; run < runs; run++) {
      tsx.push((await startOnce(TSX_START, dataDir, false)).healthyMs);
      built.push(await startOnce(BUILT_START, dataDir, true));
    }
    return {
      runs,
      tsxMs: median(tsx),
      builtMs: median(built.map((run) => run.healthyMs)),
      firstStartRssMb: first.rssMb,
      restartRssMb: Math.max(...built.map((run) => run.rssMb)),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface StartRow {
  budget: string;
  measured: string;
  limit: string;
  ok: boolean;
}

/** The start-time rows of `npm run bench`: the built start against the tsx one it replaced. */
export async function startRows(runs = 5): Promise<StartRow[]> {
  const result = await measureStart(runs);
  const ratio = result.builtMs / result.tsxMs;
  return [
    {
      budget: `start to healthy on an existing data directory: npm start (built) vs the tsx start it replaced, median of ${result.runs} each`,
      measured: `${(result.builtMs / 1000).toFixed(2)} s vs ${(result.tsxMs / 1000).toFixed(2)} s = ${ratio.toFixed(2)}`,
      limit: '<= 0.33',
      ok: ratio <= 0.33,
    },
    {
      budget: 'server memory after the first start on an empty data directory (PGlite, VmRSS)',
      measured: `${result.firstStartRssMb.toFixed(0)} MB`,
      limit: '<= 300 MB',
      ok: result.firstStartRssMb <= 300,
    },
    {
      budget: `server memory after a restart (PGlite, VmRSS, largest of ${result.runs})`,
      measured: `${result.restartRssMb.toFixed(0)} MB`,
      limit: '<= 300 MB',
      ok: result.restartRssMb <= 300,
    },
  ];
}

// `npx tsx bench/start.ts`: these rows alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await startRows();
  for (const row of rows) {
    console.log(`${row.ok ? 'PASS' : 'FAIL'}  ${row.budget}: ${row.measured} (budget ${row.limit})`);
  }
  if (rows.some((row) => !row.ok)) process.exit(1);
}
