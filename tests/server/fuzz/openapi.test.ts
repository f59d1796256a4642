import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../helpers/api';
import { buildTestApp, type TestApp } from '../helpers/app';
import { seasonWithTeams } from '../helpers/competition';
import { databaseKinds } from '../helpers/databases';
import { call } from '../helpers/teams';
import { HOSTILE_PARAMS, HOSTILE_VALUES, mutate, type Rng, rng, type Schema, validValue } from './generator';

// The fuzz suite: every operation of the app's own OpenAPI document is called with valid and
// mutated bodies, params and headers, as an anonymous visitor, a Player and an Admin. No answer may be a
// 5xx, and every error must be the envelope. `npm test` runs a few cases per operation; `npm run fuzz`
// (FUZZ_RUNS=1000) runs a thousand. Each case has a seed, printed with any failure, that reproduces it.

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
type Caller = 'anonymous' | 'Player' | 'Admin';
const CALLERS: readonly Caller[] = ['anonymous', 'Player', 'Admin'];
/** Ids that exist (the Admin is user 1; user 3 is a bystander) or do not. */
const ID_VALUES = ['1', '3', '999999'];

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  method: (typeof METHODS)[number];
  path: string;
  parameters: Parameter[];
  body?: Schema;
}

interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

interface OpenApi {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], OperationObject>>>;
  components?: { schemas?: Record<string, Schema> };
}

function operationsOf(document: OpenApi): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (path.startsWith('/api/docs')) continue;
    // An event stream that stays open (tests/server/live.test.ts covers its input).
    if (path === '/api/live') continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operations.push({
        method,
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** A query or path value: JSON values become text; the hostile params are already URL-ready. */
function asText(value: unknown): string {
  if (typeof value === 'string') return encode(value);
  return encode(JSON.stringify(value) ?? '');
}

const hashOf = (text: string) =>
  [...text].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) | 0, 7);

type Target = 'none' | 'body' | 'path' | 'query' | 'header' | 'raw';

function buildRequest(
  operation: Operation,
  components: Record<string, Schema>,
  random: Rng,
  token: string | undefined,
): { request: InjectOptions; target: Target } {
  const target: Target = random.chance(0.3)
    ? 'none'
    : random.pick(['body', 'body', 'path', 'query', 'header', 'raw'] as const);
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    if (target === 'path' && random.chance(0.7)) return random.pick(HOSTILE_PARAMS);
    const schema = parameter?.schema ?? {};
    if (schema.type === 'string' && !schema.pattern && !/id$/i.test(name)) {
      return asText(validValue(schema, components, random));
    }
    return random.pick(ID_VALUES);
  });
  const query: string[] = [];
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    if (!parameter.required && random.chance(0.4)) continue;
    const value =
      target === 'query' && random.chance(0.6)
        ? random.chance(0.5)
          ? random.pick(HOSTILE_PARAMS)
          : asText(random.pick(HOSTILE_VALUES))
        : asText(validValue(parameter.schema ?? {}, components, random));
    query.push(`${encode(parameter.name)}=${value}`);
  }
  if (target === 'query')
    query.push(
      `${random.pick(['extra', '__proto__', 'range', 'sort', 'filter'])}=${random.pick(HOSTILE_PARAMS)}`,
    );

  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (target === 'header') {
    const header = random.pick([
      'authorization',
      'content-type',
      'x-request-id',
      'cookie',
      'accept',
      'idempotency-key',
    ] as const);
    headers[header] = random.pick([
      'Bearer not.a.jwt',
      'Bearer ',
      'Basic YWRtaW46YWRtaW4=',
      `Bearer ${'a'.repeat(4000)}`,
      'text/plain',
      'application/json; charset=latin1',
      'multipart/form-data; boundary=x',
      'vrpl_gate=forged; vrpl_discord_state=x',
      '*/*',
      '../../../',
    ]);
  }

  const request: InjectOptions = {
    method: operation.method.toUpperCase() as InjectOptions['method'],
    url: query.length > 0 ? `${path}?${query.join('&')}` : path,
    headers,
  };
  if (operation.body || target === 'body' || target === 'raw') {
    const valid = operation.body ? validValue(operation.body, components, random) : {};
    if (target === 'raw') {
      request.payload = random.pick([
        '{"a":',
        '[',
        'null',
        '"text"',
        '1e999',
        '{"a":"\\ud800"}',
        '\u0000',
        '',
      ]);
    } else {
      request.payload = JSON.stringify(target === 'body' ? mutate(valid, random) : valid);
    }
    headers['content-type'] ??= 'application/json';
  }
  return { request, target };
}

describe.each(databaseKinds())('OpenAPI fuzz on %s', (kind) => {
  let t: TestApp;
  const tokens = new Map<Caller, string | undefined>([['anonymous', undefined]]);

  beforeAll(async () => {
    // Discord is configured (at an address that refuses connections) so its routes run past the 503 that
    // answers on a server without it.
    const discord = {
      clientId: 'fuzz-client',
      clientSecret: 'fuzz-secret',
      authorizeUrl: 'http://127.0.0.1:9/oauth2/authorize',
      apiUrl: 'http://127.0.0.1:9/api',
    };
    t = await buildTestApp(kind, { config: { authRateLimit: 1_000_000, discord } });
    const admin = await signUp(t.app);
    tokens.set('Admin', admin.token);
    tokens.set('Player', (await signUp(t.app)).token);
    await signUp(t.app);
    // Season 1, Live, with fixtures: matches 1 and up exist, so their routes run past the 404.
    const { season } = await seasonWithTeams(t.app, admin.token, { divisions: [4, 3] });
    await call(t.app, admin.token, 'POST', `/api/seasons/${season.id}/fixtures`);
  }, 60_000);
  afterAll(() => t?.close());

  it(
    `answers ${RUNS} valid and mutated requests per operation and caller set without a 5xx, errors in the envelope`,
    async () => {
      const document = t.app.swagger() as unknown as OpenApi;
      const components = document.components?.schemas ?? {};
      const operations = operationsOf(document);
      expect(operations.length).toBeGreaterThan(50);
      const failures: string[] = [];
      for (const operation of operations) {
        const name = `${operation.method.toUpperCase()} ${operation.path}`;
        for (let run = 0; run < RUNS; run += 1) {
          const seed = (SEED ^ hashOf(name)) + run;
          const random = rng(seed);
          const caller = CALLERS[run % CALLERS.length] as Caller;
          const { request, target } = buildRequest(operation, components, random, tokens.get(caller));
          const response = await t.app.inject(request);
          const where = `${name} as ${caller}, ${target} (seed ${seed}): ${request.method} ${request.url}`;
          if (response.statusCode >= 500) {
            failures.push(`${where} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
            continue;
          }
          if (response.statusCode >= 400) {
            let body: { success?: unknown; message?: unknown } = {};
            try {
              body = response.json();
            } catch {
              // Not JSON: reported below.
            }
            if (body.success !== false || typeof body.message !== 'string') {
              failures.push(
                `${where} -> ${response.statusCode} not in the envelope: ${response.body.slice(0, 200)}`,
              );
            }
          }
          if (failures.length >= 25) break;
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    },
    Math.max(120_000, RUNS * 60_000),
  );
});
