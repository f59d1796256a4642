import type { Auth } from '../authProvider/auth';
import { type FetchJsonOptions, fetchJson, type HttpResponse, isHttpError } from './fetchJson';
import { withIdempotencyKey } from './idempotencyKey';

export type HttpClient = (url: string, options?: RequestInit) => Promise<HttpResponse>;

/**
 * fetchJson with the session's Bearer token. A 401 gets ONE refresh and one retry; if that fails the
 * refresher has logged out and the 401 goes on to the authProvider's checkError. A write carries a fresh
 * Idempotency-Key, and its retry the same key.
 */
export function createHttpClient(auth: Pick<Auth, 'session' | 'refresh'>): HttpClient {
  return async (url, options = {}) => {
    const token = auth.session.getState().token;
    const keyed = withIdempotencyKey(options);
    const request = (withToken: string | null) =>
      fetchJson(url, { ...keyed, token: withToken } as FetchJsonOptions);
    try {
      return await request(token);
    } catch (error) {
      if (!token || !isHttpError(error, 401)) throw error;
      if (!(await auth.refresh())) throw error;
      return request(auth.session.getState().token);
    }
  };
}
