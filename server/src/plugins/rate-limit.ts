import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { messages } from '../../../domain/messages';
import type { Config } from '../config';
import { httpError } from '../http/http-error';

// Rate limits are opt-in per route (config.rateLimit); the 429 is our envelope plus the standard headers.

export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => httpError(429, messages.api.rateLimited, { code: 'RATE_LIMITED' }),
    });
  },
  { name: 'rate-limit' },
);

/** The limit of the sign-in routes: AUTH_RATE_LIMIT requests per minute per address. */
export function authRateLimit(config: Pick<Config, 'authRateLimit'>) {
  return { max: config.authRateLimit, timeWindow: 60_000 };
}
