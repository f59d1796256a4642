import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inTurns, type TurnsResult } from './rounds';
import { type WrkTurns, wrkRound } from './wrk';

// The yardstick route the API is compared with (bench/bare-server.ts) in its own process, the outside
// load generator (wrk) in others, and the recording of the API's answer that the bare server plays back
// byte for byte.

export interface BareServer {
  baseUrl: string;
  stop(): void;
}

export interface RecordedResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** What a browser sends: the load generator asks for compressed answers as one does. */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

// Hop-by-hop and per-response headers node:http writes by itself.
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The API's answer to GET `url` exactly as sent (no decompression). */
export function recordResponse(url: string, headers: Record<string, string>): Promise<RecordedResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const kept: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined && !NOT_REPLAYED.has(name)) kept[name] = value;
          }
          resolve({ status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * A server answering GET `path` with `recorded`, headers and bytes: bare node:http, or a Fastify route with
 * no plugins (bench/bare-server.ts).
 */
export function startBareServer(
  recorded: RecordedResponse,
  path: string,
  kind: 'node' | 'fastify' = 'node',
): Promise<BareServer> {
  const directory = mkdtempSync(join(tmpdir(), 'vrpb-bench-'));
  const file = join(directory, 'recorded.json');
  writeFileSync(file, JSON.stringify({ headers: recorded.headers, body: recorded.body.toString('base64') }));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'bare-server.ts'), file, path, kind],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // The server reads the file before it says its port; the scratch directory goes once it has, or has exited.
  const removeScratch = () => rmSync(directory, { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      removeScratch();
      reject(new Error(`the bare server exited with ${code}`));
    });
    child.stdout?.once('data', (chunk: Buffer) => {
      removeScratch();
      resolve({ baseUrl: `http://127.0.0.1:${chunk.toString().trim()}`, stop: () => child.kill('SIGTERM') });
    });
  });
}

export interface LoadTarget {
  url: string;
  headers: Record<string, string>;
}

/**
 * Closed-loop throughput of each target from wrk (bench/wrk.ts), `connections` keep-alive connections, the
 * targets taking turns (bench/rounds.ts): one result per target, in order.
 */
export function throughputSideBySide(targets: LoadTarget[], turns: WrkTurns): Promise<TurnsResult[]> {
  return inTurns(
    targets.map((target) => (seconds) => wrkRound(target, { connections: turns.connections, seconds })),
    turns,
  );
}

/** An API read and the bare server answering its bytes, measured in turns. */
export interface BareComparison {
  api: TurnsResult;
  bare: TurnsResult;
  /** A Fastify route with no plugins answering the same bytes, when asked for. */
  plainFastify?: TurnsResult;
  /** The answer as sent to a client accepting compression. */
  recorded: RecordedResponse;
}

/**
 * GET `path` (with its query) of the API at `baseUrl` with `headers` and a browser's Accept-Encoding, side
 * by side with a bare server answering the very bytes the API answered (bench/bare-server.ts), and, with
 * `withPlainFastify`, a Fastify route with no plugins answering them: what the framework alone leaves.
 */
export async function compareWithBare(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  turns: WrkTurns,
  { withPlainFastify = false } = {},
): Promise<BareComparison> {
  const requestHeaders = { ...headers, 'accept-encoding': ACCEPT_ENCODING };
  const recorded = await recordResponse(`${baseUrl}${path}`, requestHeaders);
  if (recorded.status !== 200) throw new Error(`GET ${path} answered ${recorded.status}`);
  const route = path.split('?')[0]!;
  const yardsticks = [await startBareServer(recorded, route)];
  try {
    if (withPlainFastify) yardsticks.push(await startBareServer(recorded, route, 'fastify'));
    const [api, bare, plainFastify] = await throughputSideBySide(
      [baseUrl, ...yardsticks.map((yardstick) => yardstick.baseUrl)].map((origin) => ({
        url: `${origin}${path}`,
        headers: requestHeaders,
      })),
      turns,
    );
    return { api: api!, bare: bare!, plainFastify, recorded };
  } finally {
    for (const yardstick of yardsticks) yardstick.stop();
  }
}
