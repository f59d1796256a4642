import { translate } from '@domain/i18n';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { httpError } from '../http/http-error';
import type { AccessTokens } from '../modules/auth/access-tokens';
import type { UserRecord } from '../modules/users/repository';
import type { SessionUsers } from '../modules/users/session-users';
import { isPermitted } from './route-access';

// Enforces each route's config.access: verifies the Bearer token, loads the user with roles and
// permissions (modules/users/session-users.ts: one query, or the record kept since the last write that
// touched it) and applies the declared rule.

export interface AuthPrincipal extends UserRecord {
  /** The refresh-token family (login session) the access token belongs to. */
  familyId: string;
  /** When the access token the request carried expires (ms since the epoch). */
  accessExpiresAtMs: number;
  /**
   * When the request's check began (`performance.now()`): what the server keeps in memory for the request
   * must be as current as at that moment (db/change-notices.ts `caughtUp`).
   */
  checkedAt: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: AuthPrincipal | null;
  }
  interface FastifyInstance {
    /**
     * The signed-in user of a request's Authorization header (401 without a valid one), for a public route
     * that needs a user only in some cases (the Discord callback when it finishes linking).
     */
    authenticate(request: FastifyRequest): Promise<AuthPrincipal>;
  }
}

const BEARER = /^Bearer ([\w.-]+)$/i;

export const authPlugin = fp<{ sessionUsers: SessionUsers; tokens: AccessTokens }>(
  async (app, { sessionUsers, tokens }) => {
    app.decorateRequest('principal', null);

    async function authenticate(authorization: string | undefined): Promise<AuthPrincipal> {
      const checkedAt = performance.now();
      if (!authorization)
        throw httpError(401, translate('app.errors.api.unauthenticated'), { code: 'UNAUTHENTICATED' });
      const token = BEARER.exec(authorization)?.[1];
      const claims = token ? await tokens.verify(token) : null;
      const user = claims ? await sessionUsers.find(claims.userId, claims.familyId, checkedAt) : null;
      if (!claims || !user)
        throw httpError(401, translate('app.errors.api.invalidToken'), { code: 'INVALID_TOKEN' });
      return { ...user, familyId: claims.familyId, accessExpiresAtMs: claims.expiresAtMs, checkedAt };
    }

    app.decorate('authenticate', (request: FastifyRequest) => authenticate(request.headers.authorization));

    // A callback, not a promise: a public route (sign-in among them) passes without waiting a turn.
    app.addHook('onRequest', (request, _reply, done) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') return done();
      authenticate(request.headers.authorization).then((principal) => {
        if (!isPermitted(principal, access)) {
          request.log.warn({ userId: principal.id, access, url: request.url }, 'access denied');
          return done(httpError(403, translate('app.errors.api.forbidden'), { code: 'FORBIDDEN' }));
        }
        request.principal = principal;
        done();
      }, done);
    });
  },
  { name: 'auth', dependencies: ['route-access'] },
);

/** The signed-in user of a route declared with a non-public access rule. */
export function principalOf(request: FastifyRequest): AuthPrincipal {
  if (!request.principal)
    throw httpError(401, translate('app.errors.api.unauthenticated'), { code: 'UNAUTHENTICATED' });
  return request.principal;
}
