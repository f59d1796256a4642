import http from 'node:http';
import { E2E_ADMIN, loginThroughApi, registerThroughApi } from '../../e2e/api';

// Load for the fault tests: keep-alive HTTP clients that record what every request got, so a test can
// say which answers came when, which writes were acknowledged, and whether any request met a reset.

export interface Outcome {
  /** When the answer (or the failure) came, in Date.now() time. */
  at: number;
  /** The HTTP status, or the socket error's code (ECONNREFUSED, ECONNRESET ...). */
  result: number | string;
  body: string;
}

export interface Answer {
  status: number;
  body: string;
}

/** One request on `agent`; rejects with the socket error (its code says what happened). */
export function request(
  agent: http.Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      url,
      {
        agent,
        method: options.method ?? 'GET',
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export function errorCode(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code ?? (error instanceof Error ? error.message : String(error));
}

/** Registers the first account (it becomes Admin) and signs it in: its bearer token. */
export async function adminToken(baseUrl: string): Promise<string> {
  await registerThroughApi(baseUrl, E2E_ADMIN);
  return (await loginThroughApi(baseUrl, E2E_ADMIN)).token;
}

export interface RunningLoad {
  outcomes: Outcome[];
  stop(): Promise<Outcome[]>;
}

/**
 * `workers` loops, each sending `next(worker, n)` one after another on a keep-alive agent until stopped.
 * A failed request is retried after a short pause, as a client would; `pauseMs` spaces every request.
 */
export function runLoad(
  baseUrl: string,
  workers: number,
  next: (
    worker: number,
    n: number,
  ) => { method?: string; path: string; headers?: Record<string, string>; body?: unknown },
  pauseMs = 0,
): RunningLoad {
  const agent = new http.Agent({ keepAlive: true, maxSockets: workers });
  const outcomes: Outcome[] = [];
  let running = true;
  const loop = async (worker: number) => {
    for (let n = 0; running; n += 1) {
      const { path, ...options } = next(worker, n);
      try {
        const answer = await request(agent, `${baseUrl}${path}`, options);
        outcomes.push({ at: Date.now(), result: answer.status, body: answer.body });
      } catch (error) {
        outcomes.push({ at: Date.now(), result: errorCode(error), body: '' });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const loops = Array.from({ length: workers }, (_, worker) => loop(worker));
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return outcomes;
    },
  };
}

/** Role creations as the write load: every 201 carries the new role's id, an acknowledged write. */
export function roleWrites(token: string, prefix: string) {
  return (worker: number, n: number) => ({
    method: 'POST',
    path: '/api/roles',
    headers: { authorization: `Bearer ${token}` },
    body: { name: `${prefix}${worker}-${n}`, permissions: [] },
  });
}

/** The ids of the roles the load's 201 answers acknowledged. */
export function acknowledgedIds(outcomes: Outcome[]): number[] {
  return outcomes
    .filter((outcome) => outcome.result === 201)
    .map((outcome) => (JSON.parse(outcome.body) as { data: { id: number } }).data.id);
}
