import { translate } from '@domain/i18n';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Queryable } from '../db/client';
import { httpError } from '../http/http-error';
import { addHit } from '../modules/throttle/service';

// Rate limits are opt-in per route (config.rateLimit); the 429 is our envelope plus the standard headers
// (Retry-After included). The counts live in the database every instance shares, so N instances allow
// what one does, not N times as much.

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store on the shared throttle counters. */
function databaseStore(db: Queryable) {
  return class DatabaseRateLimitStore {
    private readonly prefix: string;

    /** The plugin constructs the root store with its options; child() passes a route's key prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'rate:';
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      const now = new Date();
      addHit(db, `${this.prefix}${key}`, timeWindow, () => 0, now).then(
        (count) =>
          callback(null, {
            current: count.hits,
            ttl: Math.max(0, count.windowStartedAt.getTime() + timeWindow - now.getTime()),
          }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object) {
      // The plugin passes the merged route options, the route itself under routeInfo.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseRateLimitStore(`rate:${String(route?.method)} ${String(route?.url)}:`);
    }
  };
}

export const rateLimitPlugin = fp<{ db: Queryable }>(
  async (app, { db }) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(db),
      errorResponseBuilder: () =>
        httpError(429, translate('app.errors.api.rateLimited'), { code: 'RATE_LIMITED' }),
    });
  },
  { name: 'rate-limit' },
);

/** The limit of the sign-in routes: AUTH_RATE_LIMIT requests per minute per address. */
export function authRateLimit(config: Pick<Config, 'authRateLimit'>) {
  return { max: config.authRateLimit, timeWindow: 60_000 };
}

/** The counter key of a route's limit for one client: the key the store above gives @fastify/rate-limit's. */
export function routeLimitKey(method: string, url: string, address: string): string {
  return `rate:${method} ${url}:${address}`;
}

/** A request's hit on its route's limit, counted by the handler's own statement (the sign-in's). */
export interface RouteHit {
  hits: number;
  windowStartedAt: Date;
}

/**
 * What @fastify/rate-limit does with a count, for a route that counts its hits itself: the x-ratelimit
 * headers on the answer, and the 429 (with Retry-After) past the limit.
 */
export function applyRouteHit(
  reply: Pick<FastifyReply, 'header'>,
  limit: { max: number; timeWindow: number },
  hit: RouteHit,
  now: Date,
): void {
  const ttlMs = Math.max(0, hit.windowStartedAt.getTime() + limit.timeWindow - now.getTime());
  const resetSeconds = String(Math.ceil(ttlMs / 1000));
  reply.header('x-ratelimit-limit', String(limit.max));
  reply.header('x-ratelimit-remaining', String(Math.max(0, limit.max - hit.hits)));
  reply.header('x-ratelimit-reset', resetSeconds);
  if (hit.hits <= limit.max) return;
  throw httpError(429, translate('app.errors.api.rateLimited'), {
    code: 'RATE_LIMITED',
    headers: { 'retry-after': resetSeconds },
  });
}
