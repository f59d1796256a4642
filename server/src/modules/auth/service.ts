import { normalizeEmail } from '@domain/email';
import { messages } from '@domain/messages';
import type { ChangePasswordPayload } from '@domain/profile';
import type { User as ApiUser } from '@domain/users';
import type { LoginPayload, RegisterPayload } from '@domain/validation';
import type { Db } from '@server/db/client';
import { httpError } from '@server/http/http-error';
import type { AuthPrincipal } from '@server/plugins/auth';
import type { FastifyBaseLogger } from 'fastify';
import { createAccount } from '../users/accounts';
import { findUserById, toApiUser } from '../users/repository';
import type { AccessTokens } from './access-tokens';
import { readLogin } from './login-read';
import type { LoginThrottle } from './login-throttle';
import { changePassword } from './password-change';
import { hashPassword, verifyPassword } from './passwords';
import {
  type IssuedRefreshToken,
  revokeFamilyOfToken,
  rotateRefreshToken,
  startFamily,
} from './refresh-tokens';

export interface Session {
  token: string;
  refreshToken: string;
  user: ApiUser;
}

export interface AuthService {
  register(payload: RegisterPayload): Promise<ApiUser>;
  /** `address` is the client's, for the login throttle. */
  login(payload: LoginPayload, address: string): Promise<Session>;
  refresh(refreshToken: string): Promise<Session>;
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
}

export function createAuthService({ db, tokens, throttle, passwordThrottle, log }: Deps): AuthService {
  const invalidRefresh = () =>
    httpError(401, messages.api.invalidRefreshToken, { code: 'INVALID_REFRESH_TOKEN' });

  async function sessionFor(issued: IssuedRefreshToken): Promise<Session> {
    const user = await findUserById(db, issued.userId);
    if (!user) throw invalidRefresh();
    const token = tokens.sign({ userId: issued.userId, familyId: issued.familyId });
    return { token, refreshToken: issued.token, user: toApiUser(user) };
  }

  return {
    async register(payload) {
      const passwordHash = await hashPassword(payload.password);
      const user = await createAccount(db, { ...payload, passwordHash });
      return toApiUser(user);
    },

    async login({ email, password }, address) {
      const attempt = { account: normalizeEmail(email), address };
      const now = new Date();
      const { counts, user } = await readLogin(db, attempt.account, throttle.keysOf(attempt), now);
      const state = throttle.assertMayTryWith(attempt, counts, now);
      const valid = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !valid) {
        await throttle.recordFailure(attempt);
        throw httpError(401, messages.login.invalidCredentials, { code: 'INVALID_CREDENTIALS' });
      }
      await throttle.recordSuccess(attempt, state);
      const issued = await startFamily(db, user.id);
      const token = tokens.sign({ userId: user.id, familyId: issued.familyId });
      return { token, refreshToken: issued.token, user: toApiUser(user) };
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
