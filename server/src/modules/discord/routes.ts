import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../../domain/messages';
import type { DiscordLinkConfig, DiscordLinkIntent } from '../../../../domain/profile';
import { type Config, isHttps } from '../../config';
import { errorResponses, successEnvelope } from '../../http/envelope';
import { httpError } from '../../http/http-error';
import { principalOf } from '../../plugins/auth';
import { userSchema } from '../users/schemas';
import { type ConfiguredDiscord, createDiscordClient, DISCORD_SCOPE, isDiscordConfigured } from './client';
import { createLinkTickets } from './link-ticket';
import { linkDiscord, unlinkDiscord } from './links';
import { consumeStateCookie, newState, setStateCookie } from './state-cookie';

// Discord account linking with the OAuth2 authorization-code flow (SPEC sections 2, 4 and 7).

interface Options {
  config: Config;
  /** Signs the link tickets (the JWT secret; tickets have their own audience). */
  ticketSecret: string;
}

export const DISCORD_CALLBACK_PATH = '/discord/callback';
const LOGIN_PATH = '/api/auth/discord/login';

const configSchema = z.object({ enabled: z.boolean() }) satisfies z.ZodType<DiscordLinkConfig>;
const intentSchema = z.object({ url: z.string() }) satisfies z.ZodType<DiscordLinkIntent>;
const loginQuery = z.object({ ticket: z.string().max(2048).optional() });
const callbackQuery = z.object({
  code: z.string().min(1, messages.discord.noCode).max(512),
  state: z.string().max(256).optional(),
});

export const discordRoutes: FastifyPluginAsyncZod<Options> = async (app, { config, ticketSecret }) => {
  const tags = ['discord'];
  const signedIn = { access: { policy: 'signedIn' } } as const;
  const bearer = [{ bearerAuth: [] }];
  const tickets = createLinkTickets(ticketSecret);
  const redirectUri = `${config.publicUrl}${DISCORD_CALLBACK_PATH}`;
  const discord = isDiscordConfigured(config.discord) ? config.discord : null;
  const client = discord ? createDiscordClient(discord, app.log) : null;

  function configured(): { discord: ConfiguredDiscord; client: NonNullable<typeof client> } {
    if (!discord || !client) {
      throw httpError(503, messages.discord.notConfigured, { code: 'DISCORD_NOT_CONFIGURED' });
    }
    return { discord, client };
  }

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
    async () => ({ success: true as const, data: { enabled: discord !== null } }),
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
    async (request) => {
      configured();
      const ticket = await tickets.issue(principalOf(request).id);
      return { success: true as const, data: { url: `${LOGIN_PATH}?${new URLSearchParams({ ticket })}` } };
    },
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
      const { discord: settings } = configured();
      const userId = request.query.ticket ? await tickets.verify(request.query.ticket) : null;
      if (!userId) throw httpError(401, messages.discord.invalidTicket, { code: 'INVALID_LINK_TICKET' });
      const state = newState();
      setStateCookie(reply, state, userId, isHttps(config));
      const authorize = new URL(settings.authorizeUrl);
      authorize.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        scope: DISCORD_SCOPE,
        state,
        redirect_uri: redirectUri,
        prompt: 'consent',
      }).toString();
      return reply.redirect(authorize.toString(), 302);
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
      const { client: discordClient } = configured();
      const principal = principalOf(request);
      const { code, state } = request.query;
      if (!state || !consumeStateCookie(request, reply, state, principal.id)) {
        throw httpError(400, messages.discord.stateMismatch, { code: 'DISCORD_STATE_MISMATCH' });
      }
      const accessToken = await discordClient.exchangeCode(code, redirectUri);
      const discordUser = await discordClient.currentUser(accessToken);
      return { success: true as const, data: await linkDiscord(app.db, principal.id, discordUser) };
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
      data: await unlinkDiscord(app.db, principalOf(request).id),
    }),
  );
};
