import { translate } from '@domain/i18n';
import { emailSchema } from '@domain/validation';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { httpError } from '@server/http/http-error';
import type { FastifyBaseLogger } from 'fastify';
import { accountForDiscord } from '../users/accounts';
import type { ApiUser } from '../users/schemas';
import { findUserByDiscordId } from '../users/service';
import { createDiscordClient, DISCORD_SCOPE, DISCORD_SIGN_IN_SCOPE, isDiscordConfigured } from './client';
import { createLinkTickets } from './link-ticket';
import { linkDiscord, unlinkDiscord } from './links';
import { newState } from './state-cookie';

// Discord account linking, and signing in with Discord, with the OAuth2 authorization-code flow: the link
// ticket, the authorize URL, the code exchange and the stored link. The state cookie stays with the routes.

export const DISCORD_CALLBACK_PATH = '/discord/callback';
const LOGIN_PATH = '/api/auth/discord/login';

export interface DiscordService {
  /** Whether DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET are set. */
  enabled: boolean;
  /** Throws the 503 "not configured" error when Discord is not configured. */
  requireConfigured(): void;
  /** A one-minute URL that starts linking for this user (503 when Discord is not configured). */
  linkIntentUrl(userId: number): Promise<string>;
  /** Discord's authorize URL for the user the ticket names, with a fresh state for the state cookie. */
  startLogin(ticket: string | undefined): Promise<{ userId: number; state: string; authorizeUrl: string }>;
  /** Discord's authorize URL for signing in (scopes `identify email`), with a fresh state for the cookie. */
  startSignIn(): { state: string; authorizeUrl: string };
  /**
   * Exchanges the code Discord returned and answers the account of that Discord account: the linked one,
   * or a new Player account for a verified email no account uses.
   */
  completeSignIn(code: string): Promise<{ userId: number }>;
  /** Exchanges the code Discord returned and links that Discord account to the user. */
  completeLink(userId: number, code: string): Promise<ApiUser>;
  unlink(userId: number): Promise<ApiUser>;
}

export interface DiscordServiceOptions {
  db: Db;
  config: Config;
  /** Signs the link tickets (the JWT secret; tickets have their own audience). */
  ticketSecret: string;
  log: FastifyBaseLogger;
}

export function createDiscordService({
  db,
  config,
  ticketSecret,
  log,
}: DiscordServiceOptions): DiscordService {
  const tickets = createLinkTickets(ticketSecret);
  const redirectUri = `${config.publicUrl}${DISCORD_CALLBACK_PATH}`;
  const discord = isDiscordConfigured(config.discord) ? config.discord : null;
  const client = discord ? createDiscordClient(discord, log) : null;

  function configured() {
    if (!discord || !client) {
      throw httpError(503, translate('app.profile.discord.notConfigured'), {
        code: 'DISCORD_NOT_CONFIGURED',
      });
    }
    return { discord, client };
  }

  function authorizeRedirect(scope: string) {
    const { discord: settings } = configured();
    const state = newState();
    const authorize = new URL(settings.authorizeUrl);
    authorize.search = new URLSearchParams({
      response_type: 'code',
      client_id: settings.clientId,
      scope,
      state,
      redirect_uri: redirectUri,
      prompt: 'consent',
    }).toString();
    return { state, authorizeUrl: authorize.toString() };
  }

  return {
    enabled: discord !== null,
    requireConfigured: () => {
      configured();
    },
    async linkIntentUrl(userId) {
      configured();
      const ticket = await tickets.issue(userId);
      return `${LOGIN_PATH}?${new URLSearchParams({ ticket })}`;
    },
    async startLogin(ticket) {
      configured();
      const userId = ticket ? await tickets.verify(ticket) : null;
      if (!userId)
        throw httpError(401, translate('app.access.discord.invalidTicket'), { code: 'INVALID_LINK_TICKET' });
      return { userId, ...authorizeRedirect(DISCORD_SCOPE) };
    },
    startSignIn: () => authorizeRedirect(DISCORD_SIGN_IN_SCOPE),
    async completeSignIn(code) {
      const { client: discordClient } = configured();
      const accessToken = await discordClient.exchangeCode(code, redirectUri);
      const discordUser = await discordClient.currentUser(accessToken);
      const linked = await findUserByDiscordId(db, discordUser.id);
      if (linked) return { userId: linked };
      // An address our own rules refuse counts as none: the account could never sign in with it.
      const email = emailSchema.safeParse(discordUser.verifiedEmail ?? '');
      if (!email.success) {
        throw httpError(422, translate('app.access.discord.noVerifiedEmail'), {
          code: 'DISCORD_EMAIL_NOT_VERIFIED',
        });
      }
      const account = await accountForDiscord(db, {
        discordId: discordUser.id,
        discordUsername: discordUser.name,
        email: email.data,
      });
      return { userId: account.id };
    },
    async completeLink(userId, code) {
      const { client: discordClient } = configured();
      const accessToken = await discordClient.exchangeCode(code, redirectUri);
      const discordUser = await discordClient.currentUser(accessToken);
      return linkDiscord(db, userId, discordUser);
    },
    unlink: (userId) => unlinkDiscord(db, userId),
  };
}
