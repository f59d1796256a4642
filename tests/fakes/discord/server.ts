import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from '../http';
import { FAKE_CONSENT_COOKIE, FAKE_DISCORD_USERS, FAKE_SESSION_COOKIE, type FakeDiscordUser } from './users';
import {
  createWebhookEndpoint,
  FAKE_WEBHOOK,
  type FakeWebhookMessage,
  type WebhookBucket,
  type WebhookFailure,
} from './webhooks';

// An HTTP fake of Discord's OAuth2 (https://discord.com/developers/docs/topics/oauth2) speaking its wire
// format: GET /oauth2/authorize (auto-consents for the user of the browser's fake session cookie, or
// denies), POST /api/v10/oauth2/token (form-encoded, client credentials, single-use codes) and
// GET /api/v10/users/@me (Bearer), and a channel's webhook (webhooks.ts). Errors use Discord's bodies.

export interface DiscordFakeOptions {
  clientId: string;
  clientSecret: string;
  /** Redirect URIs registered for the application; more can be added once the app's port is known. */
  redirectUris?: string[];
  /** The webhook's rate-limit bucket (default Discord's usual 5 posts per 2 s). */
  webhookBucket?: WebhookBucket;
}

export interface DiscordFake {
  /** http://127.0.0.1:<port> */
  url: string;
  /** DISCORD_AUTHORIZE_URL for the server. */
  authorizeUrl: string;
  /** DISCORD_API_URL for the server. */
  apiUrl: string;
  allowRedirectUri(uri: string): void;
  /** DISCORD_WEBHOOK_URL for the server: the channel webhook the fake knows. */
  webhookUrl: string;
  /** The messages the webhook took, in order. */
  webhookMessages: FakeWebhookMessage[];
  /** The next webhook posts meet these answers, in order (a 429, a 500, or no answer at all). */
  failWebhook(...failures: WebhookFailure[]): void;
  /** While on, every webhook post waits for an answer that never comes. */
  hangWebhook(on: boolean): void;
  /** Every request the fake received, as "METHOD path". */
  requests: string[];
  close(): Promise<void>;
}

const API = '/api/v10';
const DENIED_DESCRIPTION = 'The resource owner or authorization server denied the request';

interface Grant {
  user: FakeDiscordUser;
  redirectUri: string;
  scopes: string[];
}

/** GET /users/@me's answer: `email` and `verified` only when the `email` scope was granted. */
function userObject(user: FakeDiscordUser, scopes: string[]): object {
  const { email, verified, ...rest } = user;
  return scopes.includes('email') ? { ...user } : rest;
}

function cookies(request: IncomingMessage): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name) jar.set(name, decodeURIComponent(value.join('=')));
  }
  return jar;
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function clientCredentials(request: IncomingMessage, form: URLSearchParams): [string, string] {
  const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (basic) {
    const [id = '', ...secret] = Buffer.from(basic, 'base64').toString('utf8').split(':');
    return [id, secret.join(':')];
  }
  return [form.get('client_id') ?? '', form.get('client_secret') ?? ''];
}

export async function startDiscordFake(options: DiscordFakeOptions): Promise<DiscordFake> {
  const redirectUris = new Set(options.redirectUris ?? []);
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, Grant>();
  const requests: string[] = [];
  const webhook = createWebhookEndpoint(options.webhookBucket ?? { limit: 5, windowMs: 2000 });
  const users = new Map<string, FakeDiscordUser>(
    Object.values(FAKE_DISCORD_USERS).map((user) => [user.id, user]),
  );

  /** Discord's answer to a malformed authorize request, or null when it may proceed. */
  function authorizeProblem(query: URLSearchParams): object | null {
    const clientId = query.get('client_id');
    if (clientId !== options.clientId) return { client_id: [`Value "${clientId}" is not snowflake.`] };
    if (!redirectUris.has(query.get('redirect_uri') ?? ''))
      return { redirect_uri: ['Not a well formed URL.'] };
    const scopes = (query.get('scope') ?? '').split(' ');
    if (query.get('response_type') !== 'code' || !scopes.includes('identify')) {
      return { message: 'Invalid OAuth2 request', code: 50035 };
    }
    return null;
  }

  function authorize(url: URL, request: IncomingMessage, response: ServerResponse): void {
    const query = url.searchParams;
    const problem = authorizeProblem(query);
    if (problem) {
      json(response, 400, problem);
      return;
    }
    const redirectUri = query.get('redirect_uri') ?? '';
    const back = new URL(redirectUri);
    const state = query.get('state');
    const jar = cookies(request);
    if (jar.get(FAKE_CONSENT_COOKIE) === 'deny') {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', DENIED_DESCRIPTION);
    } else {
      const user = users.get(jar.get(FAKE_SESSION_COOKIE) ?? '') ?? FAKE_DISCORD_USERS.nelly;
      const code = randomBytes(15).toString('base64url');
      grants.set(code, { user, redirectUri, scopes: (query.get('scope') ?? '').split(' ') });
      back.searchParams.set('code', code);
    }
    if (state !== null) back.searchParams.set('state', state);
    response.writeHead(302, { location: back.toString() });
    response.end();
  }

  async function token(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return json(response, 400, { error: 'invalid_request', error_description: 'Unsupported content type' });
    }
    const form = new URLSearchParams(await readBody(request));
    const [id, secret] = clientCredentials(request, form);
    if (id !== options.clientId || secret !== options.clientSecret) {
      return json(response, 401, { error: 'invalid_client' });
    }
    if (form.get('grant_type') !== 'authorization_code') {
      return json(response, 400, { error: 'unsupported_grant_type' });
    }
    const code = form.get('code') ?? '';
    const grant = grants.get(code);
    grants.delete(code); // single use, whatever happens next
    if (!grant) {
      return json(response, 400, { error: 'invalid_grant', error_description: 'Invalid "code" in request.' });
    }
    if (form.get('redirect_uri') !== grant.redirectUri) {
      return json(response, 400, {
        error: 'invalid_grant',
        error_description: 'Invalid "redirect_uri" in request.',
      });
    }
    const accessToken = randomBytes(22).toString('base64url');
    tokens.set(accessToken, grant);
    json(response, 200, {
      token_type: 'Bearer',
      access_token: accessToken,
      expires_in: 604_800,
      refresh_token: randomBytes(22).toString('base64url'),
      scope: grant.scopes.join(' '),
    });
  }

  function me(request: IncomingMessage, response: ServerResponse): void {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const grant = tokens.get(bearer);
    if (grant) json(response, 200, userObject(grant.user, grant.scopes));
    else json(response, 401, { message: '401: Unauthorized', code: 0 });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push(`${request.method} ${url.pathname}`);
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /oauth2/authorize') return authorize(url, request, response);
    if (route === `POST ${API}/oauth2/token`) {
      token(request, response).catch(() =>
        json(response, 500, { message: '500: Internal Server Error', code: 0 }),
      );
      return;
    }
    if (route === `GET ${API}/users/@me`) return me(request, response);
    if (webhook.matches(request.method, url)) {
      webhook
        .handle(url, request, response)
        .catch(() => json(response, 500, { message: '500: Internal Server Error', code: 0 }));
      return;
    }
    json(response, 404, { message: '404: Not Found', code: 0 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    authorizeUrl: `${url}/oauth2/authorize`,
    apiUrl: `${url}${API}`,
    allowRedirectUri: (uri) => redirectUris.add(uri),
    webhookUrl: `${url}/api/webhooks/${FAKE_WEBHOOK.id}/${FAKE_WEBHOOK.token}`,
    webhookMessages: webhook.messages,
    failWebhook: webhook.fail,
    hangWebhook: webhook.hang,
    requests,
    close: () =>
      new Promise((resolve) => {
        webhook.hang(false);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
