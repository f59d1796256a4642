import { translate } from '@domain/i18n';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { httpError } from '../http/http-error';
import type { AccessTokens, VerifiedAccess } from '../modules/auth/access-tokens';
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

    const invalidToken = () =>
      httpError(401, translate('app.errors.api.invalidToken'), { code: 'INVALID_TOKEN' });
    // Field by field rather than a spread: the records come from the database driver's rows, whose copy by
    // spread took V8's slow path and cost more than the rest of the check.
    const principal = (user: UserRecord, claims: VerifiedAccess, checkedAt: number): AuthPrincipal => ({
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      passwordHash: user.passwordHash,
      discordId: user.discordId,
      discordUsername: user.discordUsername,
      emailVerifiedAt: user.emailVerifiedAt,
      pendingEmail: user.pendingEmail,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
      roles: user.roles,
      permissions: user.permissions,
      familyId: claims.familyId,
      accessExpiresAtMs: claims.expiresAtMs,
      checkedAt,
    });

    /**
     * The principal of a token verified before and a user kept since, told without waiting a turn: most
     * requests of a signed-in player. Null when the token or the user must be checked again.
     */
    function keptPrincipal(token: string, checkedAt: number): AuthPrincipal | null {
      const claims = tokens.verifiedBefore(token);
      const user = claims && sessionUsers.keptRecord(claims.userId, claims.familyId, checkedAt);
      return claims && user ? principal(user, claims, checkedAt) : null;
    }

    async function authenticate(token: string, checkedAt: number): Promise<AuthPrincipal> {
      const claims = await tokens.verify(token);
      const user = claims ? await sessionUsers.find(claims.userId, claims.familyId, checkedAt) : null;
      if (!claims || !user) throw invalidToken();
      return principal(user, claims, checkedAt);
    }

    /** The principal of an Authorization header: kept, or checked (a promise); an error for a bad one. */
    function principalOfHeader(authorization: string | undefined): AuthPrincipal | Promise<AuthPrincipal> {
      const checkedAt = performance.now();
      if (!authorization)
        throw httpError(401, translate('app.errors.api.unauthenticated'), { code: 'UNAUTHENTICATED' });
      const token = BEARER.exec(authorization)?.[1];
      if (!token) throw invalidToken();
      return keptPrincipal(token, checkedAt) ?? authenticate(token, checkedAt);
    }

    app.decorate('authenticate', async (request: FastifyRequest) =>
      principalOfHeader(request.headers.authorization),
    );

    // A callback, not a promise: a public route (sign-in among them) passes without waiting a turn, and so
    // does a request whose token and user are kept.
    app.addHook('onRequest', (request, _reply, done) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') return done();
      const admit = (principal: AuthPrincipal) => {
        if (!isPermitted(principal, access)) {
          request.log.warn({ userId: principal.id, access, url: request.url }, 'access denied');
          return done(httpError(403, translate('app.errors.api.forbidden'), { code: 'FORBIDDEN' }));
        }
        request.principal = principal;
        done();
      };
      let checked: AuthPrincipal | Promise<AuthPrincipal>;
      try {
        checked = principalOfHeader(request.headers.authorization);
      } catch (error) {
        return done(error as Error);
      }
      if (checked instanceof Promise) checked.then(admit, done);
      else admit(checked);
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
