import type { DataProvider, DeleteParams, Identifier, RaRecord } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import type { Auth } from '../authProvider/auth';
import { createApiRequest } from './apiRequest';
import { API_ROOT } from './apiRoot';
import { type CustomMethods, createCustomMethods } from './customMethods';
import { createHttpClient, type HttpClient } from './httpClient';
import { createLiveStream, type LiveListener, type LiveStream } from './liveStream';
import { unwrapEnvelope } from './unwrapEnvelope';

/**
 * The simple-REST methods, every area's custom methods (customMethods.ts) and the live view's topics, with
 * the subscribe/unsubscribe contract of react-admin's realtime dataProviders (`sessions`, `match:<id>`).
 */
export type AppDataProvider = DataProvider &
  CustomMethods & {
    subscribe(topic: string, listener: LiveListener): Promise<{ data: null }>;
    unsubscribe(topic: string, listener: LiveListener): Promise<{ data: null }>;
  };

/** react-admin's realtime contract over our live stream: every method answers a promise. */
function liveMethods(live: LiveStream) {
  const following = new Map<LiveListener, Map<string, () => void>>();
  return {
    async subscribe(topic: string, listener: LiveListener) {
      const topics = following.get(listener) ?? new Map<string, () => void>();
      if (!topics.has(topic)) topics.set(topic, live.follow(topic, listener));
      following.set(listener, topics);
      return { data: null };
    },
    async unsubscribe(topic: string, listener: LiveListener) {
      const topics = following.get(listener);
      topics?.get(topic)?.();
      topics?.delete(topic);
      if (topics?.size === 0) following.delete(listener);
      return { data: null };
    },
  };
}

/** Resource names to their REST paths under /api (a resource not listed uses its own name). */
export const RESOURCE_PATHS: Readonly<Record<string, string>> = {
  teams: 'teams',
  users: 'users',
  roles: 'roles',
  'admin/digital-ocean': 'digital-ocean/droplets',
  sessions: 'game-sessions',
  'admin/league-management': 'admin/teams',
  'admin/game-servers': 'game-servers/credentials',
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

/** The league's Approved teams: the teams resource's list for every signed-in user (`meta` of getList). */
export const LEAGUE_VIEW = { view: 'league' } as const;

/**
 * Resources whose list is read elsewhere than their records. A team is GET /teams/{id} (any team the
 * signed-in user may see); the teams list is every team for the team managers (GET /admin/teams), or with
 * LEAGUE_VIEW as its meta the league's Approved teams that everyone reads (GET /teams).
 */
const LIST_PATHS: Readonly<Record<string, (meta: unknown) => string>> = {
  teams: (meta) =>
    (meta as { view?: string } | undefined)?.view === LEAGUE_VIEW.view ? 'teams' : 'admin/teams',
};

export function listPath(resource: string, meta?: unknown): string {
  return LIST_PATHS[resource]?.(meta) ?? resourcePath(resource);
}

export function createDataProvider(httpClient: HttpClient, live: LiveStream): AppDataProvider {
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
    getList: (resource, params) => rest.getList(listPath(resource, params.meta), params),
    getOne: (resource, params) => rest.getOne(resourcePath(resource), params),
    // The API has no filter by ids: the records a <ReferenceField> or <ReferenceInput> shows are read one
    // by one (react-admin batches the ids one render asks for into one getMany).
    getMany: async (resource, { ids, meta, signal }) => {
      const records = await Promise.all(
        ids.map((id) => rest.getOne(resourcePath(resource), { id, meta, signal })),
      );
      return { data: records.map((record) => record.data) };
    },
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
    ...liveMethods(live),
  };
}

/** The app's dataProvider over the session: its Bearer token on every call, and its live stream. */
export function createAppDataProvider(auth: Pick<Auth, 'session' | 'refresh'>): AppDataProvider {
  return createDataProvider(createHttpClient(auth), createLiveStream(auth));
}
