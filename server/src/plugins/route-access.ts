import {
  canManageServers,
  canManageTeams,
  hasPermission,
  isAllowed,
  type Permission,
  POLICIES,
  type Principal,
} from '@domain/permissions';
import fp from 'fastify-plugin';

// Every /api route declares who may call it in config.access; a route without a declaration stops the
// server from starting. The declarations are collected in app.routeAccess so tests can enumerate them.

const GUARDS = { canManageTeams, canManageServers } as const;
export type PolicyName = keyof typeof POLICIES;
export type GuardName = keyof typeof GUARDS;

export type RouteAccess =
  | 'public'
  | { policy: PolicyName }
  | { permission: Permission }
  | { guard: GuardName };

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    routeAccess: readonly RouteAccessEntry[];
  }
}

export const API_PREFIX = '/api';

/** Whether a signed-in principal passes a non-public declaration. */
export function isPermitted(principal: Principal, access: Exclude<RouteAccess, 'public'>): boolean {
  if ('policy' in access) return isAllowed(principal, POLICIES[access.policy]);
  if ('permission' in access) return hasPermission(principal, access.permission);
  return GUARDS[access.guard](principal);
}

export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
}

export interface RouteAccessOptions {
  /** Prefixes of routes that third-party plugins register (the API docs); they are public. */
  publicPrefixes?: readonly string[];
}

export const routeAccessPlugin = fp<RouteAccessOptions>(
  async (app, { publicPrefixes = [] }) => {
    const registry: RouteAccessEntry[] = [];
    app.decorate('routeAccess', registry);
    app.addHook('onRoute', (route) => {
      if (!isApiPath(route.url)) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      let access = route.config?.access;
      if (!access && publicPrefixes.some((prefix) => route.url.startsWith(prefix))) {
        access = 'public';
        route.config = { ...route.config, access };
      }
      if (!access) {
        throw new Error(
          `Route ${methods.join(',')} ${route.url} does not declare config.access ('public' or a guard)`,
        );
      }
      for (const method of methods) registry.push({ method, url: route.url, access });
    });
  },
  { name: 'route-access' },
);
