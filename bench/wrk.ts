import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Round, Turns } from './rounds';
import { parseWrkOutput } from './wrk-output';

// wrk, the outside load generator of the throughput rows: a C program in a process of its own,
// so the load costs the measured server little CPU and none of its threads. One thread, keep-alive
// connections, each sending its next request as soon as the last is answered.

export const WRK_INSTALL = 'apt-get install -y wrk';

/**
 * How every throughput row is measured: wrk with 8 connections, the two compared measurements
 * taking turns in seven 2-second rounds after a 5-second warm-up of each (bench/rounds.ts).
 */
export const THROUGHPUT_ROUNDS = { connections: 8, rounds: 7, roundSeconds: 2, warmUpSeconds: 5 };

export class WrkMissingError extends Error {
  constructor() {
    super(
      `wrk is not installed: the throughput rows use it as their load generator. Install it (${WRK_INSTALL}).`,
    );
  }
}

/** Throws WrkMissingError when wrk is not on PATH. */
export function requireWrk(): void {
  const probe = spawnSync('wrk', ['--version'], { stdio: 'ignore' });
  if (probe.error) throw new WrkMissingError();
}

export interface WrkRequest {
  url: string;
  headers: Record<string, string>;
  /** A POST with this body; GET without. */
  body?: string;
}

/** `text` as a Lua string literal: bytes other than printable ASCII, quotes and backslashes as \ddd. */
export function luaString(text: string): string {
  let literal = '"';
  for (const byte of Buffer.from(text, 'utf8')) {
    const printable = byte >= 0x20 && byte < 0x7f && byte !== 0x22 && byte !== 0x5c;
    literal += printable ? String.fromCharCode(byte) : `\\${byte}`;
  }
  return `${literal}"`;
}

const run = promisify(execFile);

/** How a throughput row runs wrk: its connections, and the rounds it takes in turn with its yardstick. */
export interface WrkTurns extends Turns {
  connections: number;
}

/** One closed-loop round of wrk against `request`, `connections` connections for `seconds` (whole) seconds. */
export async function wrkRound(
  request: WrkRequest,
  options: { connections: number; seconds: number },
): Promise<Round> {
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--latency', '--timeout', '10s'];
  for (const [name, value] of Object.entries(request.headers)) args.push('-H', `${name}: ${value}`);
  const scriptDir = request.body === undefined ? null : mkdtempSync(join(tmpdir(), 'vrpb-wrk-'));
  if (scriptDir) {
    const script = join(scriptDir, 'post.lua');
    writeFileSync(script, `wrk.method = "POST"\nwrk.body = ${luaString(request.body ?? '')}\n`);
    args.push('-s', script);
  }
  try {
    const { stdout } = await run('wrk', [...args, request.url]);
    const report = parseWrkOutput(stdout);
    return {
      ok: report.requests - report.non2xx,
      errors: report.non2xx + report.socketErrors,
      // wrk prints the run time to 10 ms; its rate is exact.
      seconds: report.requests > 0 ? report.requests / report.requestsPerSecond : report.seconds,
      p50Ms: report.latencyMs.p50,
      p99Ms: report.latencyMs.p99,
    };
  } finally {
    if (scriptDir) rmSync(scriptDir, { recursive: true, force: true });
  }
}
