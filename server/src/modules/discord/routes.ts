import { messages } from '@domain/messages';
import type { DiscordLinkConfig, DiscordLinkIntent } from '@domain/profile';
import { type Config, isHttps } from '@server/config';
import { errorResponses, successEnvelope } from '@server/http/envelope';
import { httpError } from '@server/http/http-error';
import { principalOf } from '@server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSchema } from '../users/schemas';
import { consumeStateCookie, setStateCookie } from './state-cookie';

// The Discord linking routes (/auth/discord/...); the flow itself is app.discord's.

const configSchema = z.object({ enabled: z.boolean() }) satisfies z.ZodType<DiscordLinkConfig>;
const intentSchema = z.object({ url: z.string() }) satisfies z.ZodType<DiscordLinkIntent>;
const loginQuery = z.object({ ticket: z.string().max(2048).optional() });
const callbackQuery = z.object({
  code: z.string().min(1, messages.discord.noCode).max(512),
  state: z.string().max(256).optional(),
});

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
    async () => ({ success: true as const, data: { enabled: app.discord.enabled } }),
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
    async (request) => ({
      success: true as const,
      data: { url: await app.discord.linkIntentUrl(principalOf(request).id) },
    }),
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
      setStateCookie(reply, state, userId, isHttps(config));
      return reply.redirect(authorizeUrl, 302);
    },
  );

  app.get(
    '/auth/discord/callback',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Exchanges the code Discord returned and links the Discord account to the signed-in user',
        security: bearer,
        querystring: callbackQuery,
        response: { 200: successEnvelope(userSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      app.discord.requireConfigured();
      const principal = principalOf(request);
      const { code, state } = request.query;
      if (!state || !consumeStateCookie(request, reply, state, principal.id)) {
        throw httpError(400, messages.discord.stateMismatch, { code: 'DISCORD_STATE_MISMATCH' });
      }
      return { success: true as const, data: await app.discord.completeLink(principal.id, code) };
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
    async (request) => ({
      success: true as const,
      data: await app.discord.unlink(principalOf(request).id),
    }),
  );
};
