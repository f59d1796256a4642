import type { DataProvider } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { API_ROOT } from './apiRoot';
import type { HttpClient } from './httpClient';

/** Resource names to their REST paths under /api (a resource not listed uses its own name). */
export const RESOURCE_PATHS: Readonly<Record<string, string>> = {
  teams: 'teams',
  users: 'users',
  roles: 'roles',
  droplets: 'digital-ocean/droplets',
  'game-sessions': 'game-sessions',
  'league-management': 'admin/teams',
  'game-servers': 'game-server-credentials',
};

export function resourcePath(resource: string): string {
  return RESOURCE_PATHS[resource] ?? resource;
}

/** `{ success, data }` envelopes (DESIGN section 3) become their data; other bodies pass as they are. */
export function unwrapEnvelope(json: unknown): unknown {
  if (typeof json === 'object' && json !== null && 'success' in json && 'data' in json) {
    return json.data;
  }
  return json;
}

export function createDataProvider(httpClient: HttpClient): DataProvider {
  const unwrappingClient: HttpClient = async (url, options) => {
    const response = await httpClient(url, options);
    return { ...response, json: unwrapEnvelope(response.json) };
  };
  const rest = simpleRestProvider(API_ROOT, unwrappingClient);

  return {
    getList: (resource, params) => rest.getList(resourcePath(resource), params),
    getOne: (resource, params) => rest.getOne(resourcePath(resource), params),
    getMany: (resource, params) => rest.getMany(resourcePath(resource), params),
    getManyReference: (resource, params) => rest.getManyReference(resourcePath(resource), params),
    create: (resource, params) => rest.create(resourcePath(resource), params),
    update: (resource, params) => rest.update(resourcePath(resource), params),
    updateMany: (resource, params) => rest.updateMany(resourcePath(resource), params),
    // The API answers a delete without the record; react-admin wants it back.
    delete: async (resource, params) => {
      const result = await rest.delete(resourcePath(resource), params);
      return params.previousData ? { data: params.previousData } : result;
    },
    deleteMany: async (resource, params) => {
      await rest.deleteMany(resourcePath(resource), params);
      return { data: params.ids };
    },
  };
}
