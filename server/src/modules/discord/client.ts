import { translate } from '@domain/i18n';
import type { Config } from '@server/config';
import { httpError } from '@server/http/http-error';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

// Discord's OAuth2 endpoints (https://discord.com/developers/docs/topics/oauth2): the authorization-code
// exchange (form-encoded, client credentials as HTTP Basic) and GET /users/@me with the user's token.
// Every outbound call has a timeout; Discord's error bodies become our envelope with clear messages.

export const DISCORD_TIMEOUT_MS = 10_000;
export const DISCORD_SCOPE = 'identify';
/** Signing in also needs the account's email address and whether Discord has verified it. */
export const DISCORD_SIGN_IN_SCOPE = 'identify email';

export type DiscordSettings = Config['discord'];
export type ConfiguredDiscord = DiscordSettings & { clientId: string; clientSecret: string };

export function isDiscordConfigured(discord: DiscordSettings): discord is ConfiguredDiscord {
  return Boolean(discord.clientId && discord.clientSecret);
}

const tokenResponseSchema = z.object({ access_token: z.string().min(1), token_type: z.string() });
const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });
const discordUserSchema = z.object({
  id: z.string().regex(/^\d{1,25}$/),
  username: z.string().min(1),
  global_name: z.string().nullish(),
  // Present with the `email` scope (Discord's User object): the address and whether Discord verified it.
  email: z.string().nullish(),
  verified: z.boolean().nullish(),
});

export interface DiscordUser {
  id: string;
  /** What the profile shows: the display name when set, else the unique username. */
  name: string;
  /** The address Discord verified (only with the `email` scope), else null. */
  verifiedEmail: string | null;
}

const unavailable = () =>
  httpError(503, translate('app.access.discord.unavailable'), { code: 'DISCORD_UNAVAILABLE' });

async function call(url: string, init: RequestInit, log: Pick<FastifyBaseLogger, 'warn'>) {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(DISCORD_TIMEOUT_MS) });
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body };
  } catch (error) {
    log.warn({ err: error, url }, 'Discord did not answer');
    throw unavailable();
  }
}

export interface DiscordClient {
  /** The user access token for an authorization code. */
  exchangeCode(code: string, redirectUri: string): Promise<string>;
  currentUser(accessToken: string): Promise<DiscordUser>;
}

export function createDiscordClient(
  discord: ConfiguredDiscord,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
): DiscordClient {
  const basic = Buffer.from(`${discord.clientId}:${discord.clientSecret}`).toString('base64');
  return {
    async exchangeCode(code, redirectUri) {
      const { status, body } = await call(
        `${discord.apiUrl}/oauth2/token`,
        {
          method: 'POST',
          headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
        },
        log,
      );
      const token = tokenResponseSchema.safeParse(body);
      if (status === 200 && token.success) return token.data.access_token;
      const failure = oauthErrorSchema.safeParse(body);
      if (status === 400 && failure.data?.error === 'invalid_grant') {
        throw httpError(400, translate('app.access.discord.invalidCode'), { code: 'DISCORD_INVALID_CODE' });
      }
      log.error({ status, error: failure.data?.error }, 'Discord refused the code exchange');
      throw unavailable();
    },
    async currentUser(accessToken) {
      const { status, body } = await call(
        `${discord.apiUrl}/users/@me`,
        { headers: { authorization: `Bearer ${accessToken}` } },
        log,
      );
      const user = discordUserSchema.safeParse(body);
      if (status === 200 && user.success) {
        const { id, username, global_name: globalName, email, verified } = user.data;
        return { id, name: globalName || username, verifiedEmail: email && verified ? email : null };
      }
      log.error({ status }, 'Discord refused /users/@me');
      throw unavailable();
    },
  };
}
