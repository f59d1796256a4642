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
  droplets: 'digital-ocean/droplets',
  sessions: 'game-sessions',
  'league-management': 'admin/teams',
  'game-servers': 'game-server-credentials',
};

export function resourcePath(resource: string): string {
  return RESOURCE_PATHS[resource] ?? resource;
}

export function createDataProvider(httpClient: HttpClient): AppDataProvider {
  const unwrappingClient: HttpClient = async (url, options) => {
    const response = await httpClient(url, options);
    return { ...response, json: unwrapEnvelope(response.json) };
  };
  const rest = simpleRestProvider(API_ROOT, unwrappingClient);
  // ra-data-simple-rest labels its bodiless DELETE 'Content-Type: text/plain', which the API refuses (415).
  const deleteOne = (resource: string, id: Identifier) =>
    unwrappingClient(`${API_ROOT}/${resourcePath(resource)}/${encodeURIComponent(id)}`, { method: 'DELETE' });

  return {
    getList: (resource, params) => rest.getList(resourcePath(resource), params),
    getOne: (resource, params) => rest.getOne(resourcePath(resource), params),
    getMany: (resource, params) => rest.getMany(resourcePath(resource), params),
    getManyReference: (resource, params) => rest.getManyReference(resourcePath(resource), params),
    create: (resource, params) => rest.create(resourcePath(resource), params),
    update: (resource, params) => rest.update(resourcePath(resource), params),
    updateMany: (resource, params) => rest.updateMany(resourcePath(resource), params),
    // The API answers a delete without the record; react-admin wants it back.
    delete: async <RecordType extends RaRecord>(resource: string, params: DeleteParams<RecordType>) => {
      const { json } = await deleteOne(resource, params.id);
      return { data: params.previousData ?? (json as RecordType) };
    },
    deleteMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => deleteOne(resource, id)));
      return { data: params.ids };
    },
    ...createCustomMethods(createApiRequest(httpClient)),
  };
}
