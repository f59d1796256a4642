import { normalizeEmail } from '@domain/email';
import { translate } from '@domain/i18n';
import type { ChangePasswordPayload } from '@domain/profile';
import type { User as ApiUser } from '@domain/users';
import type { LoginPayload, RegisterPayload } from '@domain/validation';
import type { Db } from '@server/db/client';
import { httpError } from '@server/http/http-error';
import type { AuthPrincipal } from '@server/plugins/auth';
import type { RouteHit } from '@server/plugins/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { type AccountCreatedListener, createAccount } from '../users/accounts';
import { findUserById, toApiUser } from '../users/service';
import type { AccessTokens } from './access-tokens';
import type { LoginThrottle } from './login-throttle';
import { changePassword } from './password-change';
import { hashPassword, verifyPassword } from './passwords';
import {
  type IssuedRefreshToken,
  newFamily,
  revokeFamilyOfToken,
  rotateRefreshToken,
  startFamily,
} from './refresh-tokens';
import { dropUnusedFamily, readLogin } from './repository';

// What other modules use of this module's tables, in their own transactions.
export { revokeSessions } from './repository';

export interface Session {
  token: string;
  refreshToken: string;
  user: ApiUser;
}

/** The sign-in route's rate limit, counted by the login's own statement (readLogin in repository.ts). */
export interface LoginRouteLimit {
  /** The counter of this route and client. */
  key: string;
  max: number;
  windowMs: number;
  /** Answers the count: headers, and a 429 past the limit (plugins/rate-limit.ts `applyRouteHit`). */
  check(hit: RouteHit, now: Date): void;
}

export interface AuthService {
  register(payload: RegisterPayload): Promise<ApiUser>;
  /** `address` is the client's, for the login throttle and the route's rate limit. */
  login(payload: LoginPayload, address: string, routeLimit: LoginRouteLimit): Promise<Session>;
  refresh(refreshToken: string): Promise<Session>;
  /** A new session for a user another sign-in method (Discord) has identified; the login's answer. */
  startSession(userId: number): Promise<Session>;
  logout(refreshToken: string): Promise<void>;
  /** Own account, or any with manage:users; `address` is the caller's, whose wrong guesses are counted. */
  changePassword(
    principal: AuthPrincipal,
    targetId: number,
    payload: ChangePasswordPayload,
    address: string,
  ): Promise<ApiUser>;
}

interface Deps {
  db: Db;
  tokens: AccessTokens;
  throttle: LoginThrottle;
  /** Throttles wrong current passwords on change-password, like login attempts. */
  passwordThrottle: LoginThrottle;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Heard when registration creates an account (its address gets a confirmation link). */
  accountCreated: AccountCreatedListener;
}

export function createAuthService({
  db,
  tokens,
  throttle,
  passwordThrottle,
  log,
  accountCreated,
}: Deps): AuthService {
  const invalidRefresh = () =>
    httpError(401, translate('app.errors.api.invalidRefreshToken'), { code: 'INVALID_REFRESH_TOKEN' });

  async function sessionFor(issued: IssuedRefreshToken): Promise<Session> {
    const user = await findUserById(db, issued.userId);
    if (!user) throw invalidRefresh();
    const token = tokens.sign({ userId: issued.userId, familyId: issued.familyId });
    return { token, refreshToken: issued.token, user: toApiUser(user) };
  }

  return {
    async register(payload) {
      const passwordHash = await hashPassword(payload.password);
      const user = await createAccount(db, { ...payload, passwordHash }, accountCreated);
      return toApiUser(user);
    },

    async login({ email, password }, address, routeLimit) {
      const attempt = { account: normalizeEmail(email), address };
      const now = new Date();
      const family = newFamily(now);
      const read = await readLogin(db, {
        email: attempt.account,
        keys: throttle.keysOf(attempt),
        now,
        route: { key: routeLimit.key, max: routeLimit.max, windowMs: routeLimit.windowMs },
        family: { id: family.familyId, tokenHash: family.tokenHash, expiresAt: family.expiresAt },
      });
      let handedOut = false;
      try {
        routeLimit.check(read.routeHit, now);
        const state = throttle.assertMayTryWith(attempt, read.counts, now);
        const { user } = read;
        const valid = await verifyPassword(user?.passwordHash ?? null, password);
        if (!user || !valid) {
          await throttle.recordFailure(attempt);
          throw httpError(401, translate('app.access.login.invalidCredentials'), {
            code: 'INVALID_CREDENTIALS',
          });
        }
        await throttle.recordSuccess(attempt, state);
        const issued = read.familyStarted
          ? { token: family.token, userId: user.id, familyId: family.familyId }
          : await startFamily(db, user.id, now);
        const token = tokens.sign({ userId: user.id, familyId: issued.familyId });
        handedOut = true;
        return { token, refreshToken: issued.token, user: toApiUser(user) };
      } finally {
        if (read.familyStarted && !handedOut) await dropUnusedFamily(db, family.familyId);
      }
    },

    async startSession(userId) {
      return sessionFor(await startFamily(db, userId, new Date()));
    },

    async refresh(refreshToken) {
      const result = await rotateRefreshToken(db, refreshToken);
      if (result.status === 'replayed')
        log.warn('A rotated refresh token was replayed: its family is revoked');
      if (result.status === 'invalid' || result.status === 'replayed') throw invalidRefresh();
      return sessionFor(result);
    },

    logout: (refreshToken) => revokeFamilyOfToken(db, refreshToken),

    changePassword: (principal, targetId, payload, address) =>
      changePassword(db, principal, targetId, payload, { throttle: passwordThrottle, address }),
  };
}
