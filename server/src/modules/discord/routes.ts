import { translate } from '@domain/i18n';
import type { DiscordLinkConfig, DiscordLinkIntent } from '@domain/profile';
import { type Config, isHttps } from '@server/config';
import { errorResponses, ok, okFields, successEnvelope } from '@server/http/envelope';
import { httpError } from '@server/http/http-error';
import { principalOf } from '@server/plugins/auth';
import { authRateLimit } from '@server/plugins/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireGate } from '../access/gate';
import { loginResponseSchema } from '../auth/schemas';
import { userSchema } from '../users/schemas';
import { consumeStateCookie, setStateCookie } from './state-cookie';

// The Discord routes (/auth/discord/...): linking an account, and signing in with Discord. Both flows come
// back through one callback; the state cookie records which one the browser started. The flows themselves
// are app.discord's.

const configSchema = z.object({ enabled: z.boolean() }) satisfies z.ZodType<DiscordLinkConfig>;
const intentSchema = z.object({ url: z.string() }) satisfies z.ZodType<DiscordLinkIntent>;
const loginQuery = z.object({ ticket: z.string().max(2048).optional() });
const callbackQuery = z.object({
  code: z.string().max(512).optional(),
  state: z.string().max(256).optional(),
  // Discord's answer when the user cancels on the consent screen (RFC 6749 section 4.1.2.1).
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
});

/** Answers carrying tokens must not be kept by browsers or proxies. */
const NO_STORE = 'no-store';

export const discordRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const tags = ['discord'];
  const signedIn = { access: { policy: 'signedIn' } } as const;
  const bearer = [{ bearerAuth: [] }];

  app.get(
    '/auth/discord/config',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether Discord linking is configured on this server',
        response: { 200: successEnvelope(configSchema), ...errorResponses },
      },
    },
    async () => ok({ enabled: app.discord.enabled }),
  );

  app.post(
    '/auth/discord/link-intent',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'A one-minute URL that starts linking for the signed-in user (browser navigation)',
        security: bearer,
        response: { 200: successEnvelope(intentSchema), ...errorResponses },
      },
    },
    async (request) => ok({ url: await app.discord.linkIntentUrl(principalOf(request).id) }),
  );

  app.get(
    '/auth/discord/login',
    {
      // The link ticket in the query is the credential: a navigation carries no Bearer header.
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Redirects to Discord's authorize page with a state bound to this browser",
        querystring: loginQuery,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const { userId, state, authorizeUrl } = await app.discord.startLogin(request.query.ticket);
      setStateCookie(reply, state, { kind: 'link', userId }, isHttps(config));
      return reply.redirect(authorizeUrl, 302);
    },
  );

  app.get(
    '/auth/discord/signin',
    {
      config: { access: 'public', rateLimit: authRateLimit(config) },
      // Signing in may create an account, so the browser must have passed the access gate, as registration.
      onRequest: requireGate(app.accessGate),
      schema: {
        tags,
        summary: "Redirects to Discord's authorize page to sign in, with a state bound to this browser",
        response: errorResponses,
      },
    },
    async (_request, reply) => {
      const { state, authorizeUrl } = app.discord.startSignIn();
      setStateCookie(reply, state, { kind: 'signin' }, isHttps(config));
      return reply.redirect(authorizeUrl, 302);
    },
  );

  app.get(
    '/auth/discord/callback',
    {
      // Public: a sign-in has no user yet. Finishing a link needs the Bearer token of the user who started it.
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Exchanges the code Discord returned: links the Discord account to the signed-in user, or signs in (the login answer)',
        security: bearer,
        querystring: callbackQuery,
        response: {
          200: z.union([successEnvelope(userSchema), loginResponseSchema]),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      app.discord.requireConfigured();
      const { code, state, error } = request.query;
      const purpose = state ? consumeStateCookie(request, reply, state) : null;
      if (error) {
        const denied =
          purpose?.kind === 'signin'
            ? translate('app.access.discordSignIn.denied')
            : translate('app.access.discordCallback.accessDenied');
        throw httpError(400, denied, { code: 'DISCORD_ACCESS_DENIED' });
      }
      if (!code)
        throw httpError(400, translate('app.access.discordCallback.noCode'), { code: 'DISCORD_NO_CODE' });
      if (!purpose) {
        throw httpError(400, translate('app.access.discord.stateMismatch'), {
          code: 'DISCORD_STATE_MISMATCH',
        });
      }
      if (purpose.kind === 'link') {
        const principal = await app.authenticate(request);
        if (principal.id !== purpose.userId) {
          throw httpError(400, translate('app.access.discord.stateMismatch'), {
            code: 'DISCORD_STATE_MISMATCH',
          });
        }
        return ok(await app.discord.completeLink(principal.id, code));
      }
      await requireGate(app.accessGate)(request);
      const { userId } = await app.discord.completeSignIn(code);
      const session = await app.auth.startSession(userId);
      reply.header('cache-control', NO_STORE);
      return okFields(session);
    },
  );

  app.delete(
    '/auth/discord/link',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Removes the signed-in user's Discord link",
        security: bearer,
        response: { 200: successEnvelope(userSchema), ...errorResponses },
      },
    },
    async (request) => ok(await app.discord.unlink(principalOf(request).id)),
  );
};
