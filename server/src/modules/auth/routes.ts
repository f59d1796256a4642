import { loginPayloadSchema, refreshPayloadSchema, registerPayloadSchema } from '@domain/validation';
import type { Config } from '@server/config';
import { errorResponses, ok, okFields, successEnvelope } from '@server/http/envelope';
import { applyRouteHit, authRateLimit, routeLimitKey } from '@server/plugins/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireGate } from '../access/gate';
import { userSchema } from '../users/schemas';
import { loginResponseSchema, refreshResponseSchema } from './schemas';

/** Answers carrying tokens must not be kept by browsers or proxies. */
const NO_STORE = 'no-store';

export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const { auth, accessGate: gate } = app;
  const limited = { access: 'public', rateLimit: authRateLimit(config) } as const;
  const tags = ['auth'];

  app.post(
    '/auth/local/register',
    {
      config: limited,
      onRequest: requireGate(gate),
      schema: {
        tags,
        summary: 'Create an account (needs the access-gate cookie)',
        body: registerPayloadSchema,
        response: { 201: successEnvelope(userSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await auth.register(request.body);
      return reply.code(201).send(ok(user));
    },
  );

  const loginLimit = authRateLimit(config);
  app.post(
    '/auth/local/login',
    {
      // Rate-limited like the others, but counted in the login's own statement (readLogin in repository.ts).
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: loginPayloadSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await auth.login(request.body, request.ip, {
        key: routeLimitKey(request.method, request.routeOptions.url ?? request.url, request.ip),
        max: loginLimit.max,
        windowMs: loginLimit.timeWindow,
        check: (hit, now) => applyRouteHit(reply, loginLimit, hit, now),
      });
      reply.header('cache-control', NO_STORE);
      return okFields(session);
    },
  );

  app.post(
    '/auth/refresh-token',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new access token and refresh token',
        body: refreshPayloadSchema,
        response: { 200: refreshResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await auth.refresh(request.body.refreshToken);
      reply.header('cache-control', NO_STORE);
      return ok(session);
    },
  );

  app.post(
    '/auth/logout',
    {
      // The refresh token in the body is the credential.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'End the session of a refresh token',
        body: refreshPayloadSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await auth.logout(request.body.refreshToken);
      return ok(null);
    },
  );
};
