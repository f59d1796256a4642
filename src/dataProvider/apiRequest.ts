import type { RosterChange, RosterChangeRequested } from '@domain/roster-changes';
import { API_ROOT } from './apiRoot';
import type { HttpClient } from './httpClient';
import { unwrapEnvelope } from './unwrapEnvelope';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a roster change did: applied at once (the route's usual data), or, while the team's season locks its
 * roster, turned into a request for the admins (202), with the server's sentence saying so.
 */
export type RosterOutcome<T> = { applied: T } | { requested: RosterChange; message: string };

/** One call to the REST root answering the `data` of its `{ success, data }` envelope. */
export interface ApiRequest {
  <T>(method: HttpMethod, path: string, body?: unknown): Promise<T>;
  /** A call that may answer 202 with a roster change request instead of doing the change. */
  rosterOutcome<T>(method: HttpMethod, path: string, body?: unknown): Promise<RosterOutcome<T>>;
}

export function createApiRequest(client: HttpClient): ApiRequest {
  const call = (method: HttpMethod, path: string, body?: unknown) =>
    client(`${API_ROOT}${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  const request = async <T>(method: HttpMethod, path: string, body?: unknown) =>
    unwrapEnvelope((await call(method, path, body)).json) as T;
  return Object.assign(request, {
    async rosterOutcome<T>(method: HttpMethod, path: string, body?: unknown): Promise<RosterOutcome<T>> {
      const response = await call(method, path, body);
      if (response.status === 202) {
        const { data, message } = response.json as RosterChangeRequested;
        return { requested: data, message };
      }
      return { applied: unwrapEnvelope(response.json) as T };
    },
  });
}
