import type { DataProvider, DeleteParams, Identifier, RaRecord } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { createApiRequest } from './apiRequest';
import { API_ROOT } from './apiRoot';
import { type CustomMethods, createCustomMethods } from './customMethods';
import type { HttpClient } from './httpClient';
import { unwrapEnvelope } from './unwrapEnvelope';

/** The simple-REST methods and every area's custom methods (customMethods.ts). */
export type AppDataProvider = DataProvider & CustomMethods;

/** Resource names to their REST paths under /api (a resource not listed uses its own name). */
export const RESOURCE_PATHS: Readonly<Record<string, string>> = {
  teams: 'teams',
  users: 'users',
  roles: 'roles',
  'admin/digital-ocean': 'digital-ocean/droplets',
  sessions: 'game-sessions',
  'admin/league-management': 'admin/teams',
  'admin/game-servers': 'game-server-credentials',
  'admin/seasons': 'seasons',
  'admin/divisions': 'divisions',
  'admin/matches': 'matches',
};

/**
 * Resources the API lists under their parent record: `getManyReference(name, { id })` reads `path(id)`
 * with the list's paging, sort and filter (react-admin's `<ReferenceManyField>`), one cache key per parent.
 */
export const NESTED_RESOURCE_PATHS: Readonly<Record<string, (parentId: Identifier) => string>> = {
  'admin/season-entries': (seasonId) => `seasons/${seasonId}/teams`,
};

export function resourcePath(resource: string): string {
  return RESOURCE_PATHS[resource] ?? resource;
}

export function createDataProvider(httpClient: HttpClient): AppDataProvider {
  const unwrappingClient: HttpClient = async (url, options = {}) => {
    // ra-data-simple-rest labels its bodiless deletes text/plain; the API takes JSON bodies only (else 415).
    const headers = new Headers(options.headers);
    if (options.body == null) headers.delete('Content-Type');
    const response = await httpClient(url, { ...options, headers });
    return { ...response, json: unwrapEnvelope(response.json) };
  };
  const rest = simpleRestProvider(API_ROOT, unwrappingClient);
  const request = createApiRequest(httpClient);

  return {
    getList: (resource, params) => rest.getList(resourcePath(resource), params),
    getOne: (resource, params) => rest.getOne(resourcePath(resource), params),
    getMany: (resource, params) => rest.getMany(resourcePath(resource), params),
    getManyReference: (resource, params) => {
      const nested = NESTED_RESOURCE_PATHS[resource];
      if (!nested) return rest.getManyReference(resourcePath(resource), params);
      const { id, target: _parentField, ...listParams } = params;
      return rest.getList(nested(id), listParams);
    },
    create: (resource, params) => rest.create(resourcePath(resource), params),
    update: (resource, params) => rest.update(resourcePath(resource), params),
    updateMany: (resource, params) => rest.updateMany(resourcePath(resource), params),
    // The API answers a delete without the record; react-admin wants it back.
    delete: async <RecordType extends RaRecord>(resource: string, params: DeleteParams<RecordType>) => {
      await rest.delete(resourcePath(resource), params);
      return { data: params.previousData ?? ({ id: params.id } as RecordType) };
    },
    deleteMany: async (resource, params) => {
      await rest.deleteMany(resourcePath(resource), params);
      return { data: params.ids };
    },
    ...createCustomMethods(request),
  };
}
