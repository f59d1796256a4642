import type { Config } from '@server/config';
import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import type { AccountCreatedListener } from '../users/accounts';
import type { AccessTokens } from './access-tokens';
import type { LoginThrottle } from './login-throttle';
import { passwordRoutes } from './password-routes';
import { authRoutes } from './routes';
import { type AuthService, createAuthService } from './service';

// Registration, login, refresh, logout and password changes (app.auth). The request hook that reads the Bearer token is
// plugins/auth.ts (named 'auth'); this module's plugin is 'auth-service'.

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
}

export interface AuthServicePluginOptions {
  config: Config;
  tokens: AccessTokens;
  throttle: LoginThrottle;
  passwordThrottle: LoginThrottle;
}

export const authServicePlugin = fp<AuthServicePluginOptions>(
  async (app: App, { config, tokens, throttle, passwordThrottle }) => {
    // The email-verification plugin is registered after this one: looked up when an account is made.
    const accountCreated: AccountCreatedListener = (tx, account) =>
      app.emailVerification.welcome(tx, account);
    app.decorate(
      'auth',
      createAuthService({ db: app.db, tokens, throttle, passwordThrottle, log: app.log, accountCreated }),
    );
    await app.register(authRoutes, { prefix: API_PREFIX, config });
    await app.register(passwordRoutes, { prefix: API_PREFIX });
  },
  { name: 'auth-service', dependencies: ['auth', 'access'] },
);
