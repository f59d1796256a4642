import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from '../http';
import {
  dropletBody,
  FAKE_DISTRIBUTIONS,
  FAKE_REGIONS,
  FAKE_SIZES,
  type FakeDropletRecord,
  type FakeSnapshot,
} from './catalog';

// An HTTP fake of DigitalOcean API v2 (https://docs.digitalocean.com/reference/api/api-reference/) in its
// wire format: Bearer auth, paginated lists ({<key>: [...], links: {pages}, meta: {total}}), droplets
// (tag_name filter, 202 on create with status new, 204 on delete), snapshots (resource_type), sizes,
// regions, DigitalOcean's error bodies ({id, message}) and ratelimit-* headers on every answer. Test
// controls inject 429/500 answers, latency, and seed droplets and snapshots.

export interface DigitalOceanFakeOptions {
  token: string;
  /** How long a new droplet stays 'new' before it is 'active'. */
  activeAfterMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface DigitalOceanFake {
  /** DO_API_URL for the adapter: http://127.0.0.1:<port> */
  url: string;
  requests: RecordedRequest[];
  /** The next `count` requests get this status (429 with retry-after seconds, or a 5xx). */
  failNext(count: number, status: 429 | 500 | 502 | 503, retryAfterSeconds?: number): void;
  /** Every answer waits this long first (for timeouts). */
  setLatency(ms: number): void;
  /** Droplets with these tags; `alter` changes each one's wire body (to test odd vendor answers). */
  seedDroplets(
    count: number,
    tags: string[],
    namePrefix?: string,
    alter?: (body: Record<string, unknown>) => void,
  ): number[];
  seedSnapshots(count: number, resourceType?: 'droplet' | 'volume'): string[];
  droplet(id: number): FakeDropletRecord | undefined;
  close(): Promise<void>;
}

const PREFIX = '/v2';
const DEFAULT_PER_PAGE = 20;
const MAX_PER_PAGE = 200;
const RATE_LIMIT = 5000;
const NAME_PATTERN = /^[a-zA-Z0-9.-]{1,255}$/;
const TAG_PATTERN = /^[\w:-]{1,255}$/;

const ERRORS = {
  unauthorized: { id: 'unauthorized', message: 'Unable to authenticate you' },
  notFound: { id: 'not_found', message: 'The resource you were accessing could not be found.' },
  tooMany: { id: 'too_many_requests', message: 'API Rate limit exceeded.' },
  serverError: { id: 'server_error', message: 'Unexpected server-side error' },
  badJson: { id: 'bad_request', message: 'Request body is not valid JSON.' },
} as const;

function unprocessable(message: string) {
  return { id: 'unprocessable_entity', message };
}

function field(body: unknown, name: string): unknown {
  return body !== null && typeof body === 'object' ? Reflect.get(body, name) : undefined;
}

export async function startDigitalOceanFake(options: DigitalOceanFakeOptions): Promise<DigitalOceanFake> {
  const activeAfterMs = options.activeAfterMs ?? 0;
  const requests: RecordedRequest[] = [];
  const droplets = new Map<number, FakeDropletRecord>();
  const snapshots: FakeSnapshot[] = [];
  const failures: { status: number; retryAfter?: number }[] = [];
  let latencyMs = 0;
  let nextDropletId = 300_000_001;
  let nextSnapshotId = 150_000_001;
  let remaining = RATE_LIMIT;
  let baseUrl = '';

  function send(
    response: ServerResponse,
    status: number,
    body?: unknown,
    extra: Record<string, string> = {},
  ) {
    remaining = Math.max(0, remaining - 1);
    const headers: Record<string, string> = {
      'ratelimit-limit': String(RATE_LIMIT),
      'ratelimit-remaining': String(remaining),
      'ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 60),
      ...extra,
    };
    if (body === undefined) {
      response.writeHead(status, headers);
      response.end();
      return;
    }
    response.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  }

  /** A page of `items` under `key` with DigitalOcean's links.pages and meta.total. */
  function page(response: ServerResponse, url: URL, key: string, items: unknown[]) {
    const perPage = Math.min(
      Math.max(Number(url.searchParams.get('per_page')) || DEFAULT_PER_PAGE, 1),
      MAX_PER_PAGE,
    );
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const current = Math.min(Math.max(Number(url.searchParams.get('page')) || 1, 1), last);
    const link = (number: number) => {
      const target = new URL(`${baseUrl}${url.pathname}${url.search}`);
      target.searchParams.set('page', String(number));
      target.searchParams.set('per_page', String(perPage));
      return target.toString();
    };
    const pages: Record<string, string> = {};
    if (current > 1) Object.assign(pages, { first: link(1), prev: link(current - 1) });
    if (current < last) Object.assign(pages, { next: link(current + 1), last: link(last) });
    send(response, 200, {
      [key]: items.slice((current - 1) * perPage, current * perPage),
      links: Object.keys(pages).length ? { pages } : {},
      meta: { total: items.length },
    });
  }

  function listDroplets(response: ServerResponse, url: URL) {
    const tag = url.searchParams.get('tag_name');
    const now = Date.now();
    const all = [...droplets.values()].filter((record) => tag === null || record.tags.includes(tag));
    page(
      response,
      url,
      'droplets',
      all.map((record) => dropletBody(record, now, activeAfterMs)),
    );
  }

  /** DigitalOcean's 422 message for a create body, or null when it is acceptable. */
  function createProblem(body: unknown): string | null {
    const name = field(body, 'name');
    if (typeof name !== 'string' || !NAME_PATTERN.test(name)) {
      return 'Only valid hostname characters are allowed. (a-z, A-Z, 0-9, . and -)';
    }
    if (!FAKE_SIZES.some((size) => size.slug === field(body, 'size'))) {
      return 'You specified an invalid size for Droplet creation.';
    }
    const region = field(body, 'region');
    if (region !== undefined && !FAKE_REGIONS.some((known) => known.slug === region && known.available)) {
      return 'You specified an invalid region for Droplet creation.';
    }
    const image = field(body, 'image');
    const known =
      typeof image === 'number'
        ? snapshots.some((snapshot) => snapshot.id === String(image))
        : typeof image === 'string' && FAKE_DISTRIBUTIONS.includes(image);
    if (!known) return 'You specified an invalid image for Droplet creation.';
    const tags = field(body, 'tags') ?? [];
    if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string' && TAG_PATTERN.test(tag))) {
      return 'Tags must be letters, numbers, colons, dashes and underscores.';
    }
    return null;
  }

  async function createDroplet(request: IncomingMessage, response: ServerResponse, record: RecordedRequest) {
    try {
      record.body = JSON.parse(await readBody(request));
    } catch {
      return send(response, 400, ERRORS.badJson);
    }
    const body = record.body;
    const problem = createProblem(body);
    if (problem) return send(response, 422, unprocessable(problem));
    const image = field(body, 'image');
    const tags = field(body, 'tags');
    const created: FakeDropletRecord = {
      id: nextDropletId++,
      name: String(field(body, 'name')),
      size: FAKE_SIZES.find((size) => size.slug === field(body, 'size')) ?? FAKE_SIZES[0]!,
      region:
        FAKE_REGIONS.find((region) => region.slug === (field(body, 'region') ?? 'nyc1')) ?? FAKE_REGIONS[0]!,
      image: typeof image === 'number' ? image : String(image),
      tags: Array.isArray(tags) ? tags.map(String) : [],
      userData: typeof field(body, 'user_data') === 'string' ? String(field(body, 'user_data')) : undefined,
      createdAt: Date.now(),
    };
    droplets.set(created.id, created);
    send(response, 202, {
      droplet: dropletBody(created, created.createdAt, Number.POSITIVE_INFINITY),
      links: {
        actions: [{ id: created.id, rel: 'create', href: `${baseUrl}${PREFIX}/actions/${created.id}` }],
      },
    });
  }

  function dropletRoute(method: string, id: number, response: ServerResponse) {
    const record = droplets.get(id);
    if (!record) return send(response, 404, ERRORS.notFound);
    if (method === 'DELETE') {
      droplets.delete(id);
      return send(response, 204);
    }
    send(response, 200, { droplet: dropletBody(record, Date.now(), activeAfterMs) });
  }

  async function route(request: IncomingMessage, response: ServerResponse, record: RecordedRequest) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const path = url.pathname;
    if (path === `${PREFIX}/droplets` && method === 'GET') return listDroplets(response, url);
    if (path === `${PREFIX}/droplets` && method === 'POST') return createDroplet(request, response, record);
    const dropletId = new RegExp(`^${PREFIX}/droplets/(\\d+)$`).exec(path)?.[1];
    if (dropletId && (method === 'GET' || method === 'DELETE'))
      return dropletRoute(method, Number(dropletId), response);
    if (path === `${PREFIX}/snapshots` && method === 'GET') {
      const type = url.searchParams.get('resource_type');
      return page(
        response,
        url,
        'snapshots',
        type ? snapshots.filter((s) => s.resource_type === type) : snapshots,
      );
    }
    if (path === `${PREFIX}/sizes` && method === 'GET') return page(response, url, 'sizes', FAKE_SIZES);
    if (path === `${PREFIX}/regions` && method === 'GET') return page(response, url, 'regions', FAKE_REGIONS);
    send(response, 404, ERRORS.notFound);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const record: RecordedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: undefined,
    };
    requests.push(record);
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    if (request.headers.authorization !== `Bearer ${options.token}`)
      return send(response, 401, ERRORS.unauthorized);
    const failure = failures.shift();
    if (failure?.status === 429) {
      return send(response, 429, ERRORS.tooMany, { 'retry-after': String(failure.retryAfter ?? 1) });
    }
    if (failure) return send(response, failure.status, ERRORS.serverError);
    await route(request, response, record);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) send(response, 500, ERRORS.serverError);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: baseUrl,
    requests,
    failNext(count, status, retryAfterSeconds) {
      for (let index = 0; index < count; index += 1) failures.push({ status, retryAfter: retryAfterSeconds });
    },
    setLatency(ms) {
      latencyMs = ms;
    },
    seedDroplets(count, tags, namePrefix = 'seeded', alter) {
      const ids: number[] = [];
      for (let index = 0; index < count; index += 1) {
        const id = nextDropletId++;
        droplets.set(id, {
          id,
          name: `${namePrefix}-${index + 1}`,
          size: FAKE_SIZES[1]!,
          region: FAKE_REGIONS[0]!,
          image: FAKE_DISTRIBUTIONS[0]!,
          tags: [...tags],
          createdAt: Date.now() - activeAfterMs,
          ...(alter ? { alter } : {}),
        });
        ids.push(id);
      }
      return ids;
    },
    seedSnapshots(count, resourceType = 'droplet') {
      const ids: string[] = [];
      for (let index = 0; index < count; index += 1) {
        const id = String(nextSnapshotId++);
        snapshots.push({
          id,
          name: `game-server-${id}`,
          created_at: new Date().toISOString(),
          regions: ['nyc1', 'ams3'],
          resource_id: String(nextDropletId),
          resource_type: resourceType,
          min_disk_size: 25,
          size_gigabytes: 2.36,
          tags: [],
        });
        ids.push(id);
      }
      return ids;
    },
    droplet: (id) => droplets.get(id),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
