import { translate } from '@domain/i18n';
import { retryAfterMs } from '@domain/retry-after';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { errorBodySchema, pageLinksSchema } from './do-wire';
import { CloudError } from './provider';

// One call to DigitalOcean API v2: Bearer token, a timeout, 429 (and 5xx on calls that are safe to
// repeat) retried with back-off honouring retry-after / ratelimit-reset, and failures turned into
// CloudError with the operation's catalogue message. Request bodies (user_data holds a secret) are never logged.

export interface DigitalOceanHttpOptions {
  apiUrl: string;
  token: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  timeoutMs?: number;
  /** Retries after the first attempt. */
  maxRetries?: number;
  /** First back-off when the answer names no wait; doubles with every retry. */
  retryBaseMs?: number;
  /** A longer wait than this gives up at once rather than holding the request. */
  maxRetryWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export const DO_DEFAULTS = { timeoutMs: 15_000, maxRetries: 3, retryBaseMs: 500, maxRetryWaitMs: 30_000 };
export const DO_PER_PAGE = 200;
/** 200 pages of 200 is far more than any account holds; the cap stops a looping `next`. */
const MAX_PAGES = 200;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Milliseconds the answer asks us to wait: retry-after (seconds or a date), else ratelimit-reset. */
export function retryDelayMs(headers: Headers, now: number): number | null {
  const retryAfter = retryAfterMs(headers.get('retry-after'), now);
  if (retryAfter !== null) return retryAfter;
  const reset = Number(headers.get('ratelimit-reset') ?? Number.NaN);
  if (headers.get('ratelimit-remaining') === '0' && Number.isFinite(reset)) {
    return Math.max(0, reset * 1000 - now);
  }
  return null;
}

interface Failure {
  status: number;
  code: string;
  detail: string;
}

/** Our status, code and detail for a vendor's answer. */
function describeFailure(status: number, vendorMessage: string | undefined): Failure {
  if (status === 401 || status === 403)
    return {
      status: 502,
      code: 'CLOUD_UNAUTHORIZED',
      detail: translate('resources.admin/digital-ocean.droplets.provider.unauthorized'),
    };
  if (status === 404)
    return {
      status: 404,
      code: 'CLOUD_NOT_FOUND',
      detail: vendorMessage ?? translate('resources.admin/digital-ocean.droplets.provider.notFound'),
    };
  if (status === 429)
    return {
      status: 503,
      code: 'CLOUD_RATE_LIMITED',
      detail: translate('resources.admin/digital-ocean.droplets.provider.rateLimited'),
    };
  if (status === 400 || status === 422) {
    return {
      status: 422,
      code: 'CLOUD_UNPROCESSABLE',
      detail: vendorMessage ?? translate('resources.admin/digital-ocean.droplets.provider.badAnswer'),
    };
  }
  return {
    status: 502,
    code: 'CLOUD_FAILED',
    detail: vendorMessage ?? translate('resources.admin/digital-ocean.droplets.provider.badAnswer'),
  };
}

export interface DigitalOceanHttp {
  /** The JSON body of a successful call (null for 204). */
  call(method: string, path: string, failure: string, body?: unknown): Promise<unknown>;
  /** Every usable item of a paginated list under `key`, following links.pages.next. */
  list<T extends z.ZodType>(path: string, key: string, item: T, failure: string): Promise<z.output<T>[]>;
}

/** The items of a list page that parse; one that does not is skipped and logged (where, not what). */
function parseItems<T extends z.ZodType>(
  page: unknown[],
  item: T,
  context: { path: string; key: string; log: DigitalOceanHttpOptions['log'] },
): z.output<T>[] {
  return page.flatMap((entry, index) => {
    const parsed = item.safeParse(entry);
    if (parsed.success) return [parsed.data];
    const id = entry !== null && typeof entry === 'object' ? Reflect.get(entry, 'id') : undefined;
    context.log.error(
      {
        path: context.path,
        key: context.key,
        index,
        id: typeof id === 'number' || typeof id === 'string' ? id : undefined,
        fields: parsed.error.issues.map((issue) => issue.path.join('.')),
      },
      'DigitalOcean sent an item we cannot use: skipped',
    );
    return [];
  });
}

export function createDigitalOceanHttp(options: DigitalOceanHttpOptions): DigitalOceanHttp {
  const settings = { ...DO_DEFAULTS, ...options };
  const sleep = options.sleep ?? wait;
  const now = options.now ?? Date.now;
  const base = new URL(settings.apiUrl);
  const headers = { authorization: `Bearer ${settings.token}`, accept: 'application/json' };

  function fail(failure: string, described: Failure, vendorStatus?: number): CloudError {
    return new CloudError(described.status, failure, { ...described, vendorStatus });
  }

  async function fetchOnce(url: URL, method: string, failure: string, body?: unknown): Promise<Response> {
    try {
      return await fetch(url, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      settings.log.warn({ method, path: url.pathname, timedOut }, 'DigitalOcean did not answer');
      throw timedOut
        ? fail(failure, {
            status: 504,
            code: 'CLOUD_TIMEOUT',
            detail: translate('resources.admin/digital-ocean.droplets.provider.timeout'),
          })
        : fail(failure, {
            status: 503,
            code: 'CLOUD_UNREACHABLE',
            detail: translate('resources.admin/digital-ocean.droplets.provider.unreachable'),
          });
    }
  }

  /** The wait before another attempt, or null when this answer is final. */
  function backOff(response: Response, method: string, attempt: number): number | null {
    const retryable = response.status === 429 || (response.status >= 500 && method !== 'POST');
    if (!retryable || attempt >= settings.maxRetries) return null;
    const asked = retryDelayMs(response.headers, now());
    const delay = asked ?? settings.retryBaseMs * 2 ** attempt;
    return delay <= settings.maxRetryWaitMs ? delay : null;
  }

  async function request(url: URL, method: string, failure: string, body?: unknown): Promise<unknown> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetchOnce(url, method, failure, body);
      if (response.ok) {
        if (response.status === 204) return null;
        return response.json().catch(() => {
          throw fail(failure, {
            status: 502,
            code: 'CLOUD_FAILED',
            detail: translate('resources.admin/digital-ocean.droplets.provider.badAnswer'),
          });
        });
      }
      const delay = backOff(response, method, attempt);
      if (delay === null) {
        const vendor = errorBodySchema.safeParse(await response.json().catch(() => null));
        settings.log.error(
          { method, path: url.pathname, status: response.status, vendorId: vendor.data?.id, attempt },
          'DigitalOcean refused a call',
        );
        throw fail(failure, describeFailure(response.status, vendor.data?.message), response.status);
      }
      settings.log.warn({ method, path: url.pathname, status: response.status, delay }, 'DigitalOcean retry');
      await response.body?.cancel();
      await sleep(delay);
    }
  }

  /** A `next` link on the API's own origin (the token never goes elsewhere), or null. */
  function nextPage(body: unknown, seen: Set<string>): URL | null {
    const next = pageLinksSchema.safeParse(body).data;
    if (!next) return null;
    const url = new URL(next, base);
    if (url.origin !== base.origin || seen.has(url.href)) return null;
    return url;
  }

  return {
    call: (method, path, failure, body) => request(new URL(path, base), method, failure, body),
    async list(path, key, item, failure) {
      const items: z.output<typeof item>[] = [];
      let url: URL | null = new URL(path, base);
      url.searchParams.set('per_page', String(DO_PER_PAGE));
      const seen = new Set<string>();
      while (url && seen.size < MAX_PAGES) {
        seen.add(url.href);
        const body = await request(url, 'GET', failure);
        const page =
          body !== null && typeof body === 'object' && key in body ? Reflect.get(body, key) : undefined;
        if (!Array.isArray(page)) {
          settings.log.error({ path: url.pathname, key }, 'DigitalOcean sent a list we do not understand');
          throw fail(failure, {
            status: 502,
            code: 'CLOUD_FAILED',
            detail: translate('resources.admin/digital-ocean.droplets.provider.badAnswer'),
          });
        }
        items.push(...parseItems(page, item, { path: url.pathname, key, log: settings.log }));
        url = nextPage(body, seen);
      }
      return items;
    },
  };
}
