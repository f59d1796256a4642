import { API_ROOT } from './apiRoot';
import type { HttpClient } from './httpClient';
import { unwrapEnvelope } from './unwrapEnvelope';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call to the REST root answering the `data` of its envelope (DESIGN section 3). */
export type ApiRequest = <T>(method: HttpMethod, path: string, body?: unknown) => Promise<T>;

export function createApiRequest(client: HttpClient): ApiRequest {
  return async <T>(method: HttpMethod, path: string, body?: unknown) => {
    const response = await client(`${API_ROOT}${path}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return unwrapEnvelope(response.json) as T;
  };
}
