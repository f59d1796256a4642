import type { Principal } from '@domain/permissions';
import type { AuthProvider, UserIdentity } from 'ra-core';
import { isHttpError } from '../dataProvider/fetchJson';
import type { Auth } from './auth';
import { canAccessResource } from './resourceAccess';
import { isSignedIn } from './session';

function principalOf(auth: Auth): Principal | null {
  const { user } = auth.session.getState();
  return user ? { roles: user.roles, permissions: user.permissions } : null;
}

function isCredentials(params: unknown): params is { email: string; password: string } {
  if (typeof params !== 'object' || params === null) return false;
  const candidate = params as Record<string, unknown>;
  return typeof candidate.email === 'string' && typeof candidate.password === 'string';
}

/** react-admin's view of our Auth. */
export function createAuthProvider(auth: Auth): AuthProvider {
  return {
    async login(params: unknown) {
      if (!isCredentials(params)) throw new TypeError('login expects { email, password }');
      await auth.login(params);
    },
    async logout() {
      await auth.logout();
    },
    async checkAuth() {
      await auth.whenReady();
      if (!isSignedIn(auth.session.getState())) throw new Error('Not signed in');
    },
    async checkError(error: unknown) {
      // The HTTP client has already tried one refresh before a 401 gets here; 403 keeps the session.
      if (isHttpError(error, 401)) {
        await auth.logout();
        throw error;
      }
    },
    async getIdentity(): Promise<UserIdentity> {
      await auth.whenReady();
      const { user } = auth.session.getState();
      if (!user) throw new Error('Not signed in');
      return { id: user.id, fullName: user.displayName };
    },
    async getPermissions() {
      await auth.whenReady();
      return principalOf(auth) ?? { roles: [], permissions: [] };
    },
    async canAccess({ resource, action }) {
      await auth.whenReady();
      return canAccessResource(principalOf(auth), resource, action);
    },
  };
}
