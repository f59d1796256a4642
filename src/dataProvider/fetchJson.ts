import { retryAfterMs } from '@domain/retry-after';
import { translatePublic } from '@/i18n/public';

/** The error raised for every non-OK response; `status` lets callers tell 401 from 403 from 5xx. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** How long a 429 or 503 asks the client to wait (its Retry-After), or null. */
  readonly retryAfterMs: number | null;

  constructor(message: string, status: number, body: unknown, retryAfterMs: number | null = null) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.retryAfterMs = retryAfterMs;
  }
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

export interface FetchJsonOptions extends RequestInit {
  /** Sent as `Authorization: Bearer <token>` when present. */
  token?: string | null;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function messageOf(json: unknown): string | null {
  if (typeof json === 'object' && json !== null && 'message' in json && typeof json.message === 'string') {
    return json.message;
  }
  return null;
}

function requestHeaders(options: FetchJsonOptions): Headers {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (options.body != null && !(options.body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  return headers;
}

/**
 * One JSON request with the API's conventions: JSON, credentials included, Bearer token
 * when one is given. A non-OK response raises an HttpError carrying the body's `message`, else
 * 'API error: {status} {statusText}'.
 */
export async function fetchJson(url: string, options: FetchJsonOptions = {}): Promise<HttpResponse> {
  const { token: _token, headers: _headers, ...init } = options;
  const response = await fetch(url, { ...init, headers: requestHeaders(options), credentials: 'include' });
  const body = await response.text();
  const json = parseJson(body);
  if (!response.ok) {
    throw new HttpError(
      messageOf(json) ??
        translatePublic('app.errors.http.apiError', {
          status: response.status,
          statusText: response.statusText,
        }),
      response.status,
      json,
      retryAfterMs(response.headers.get('retry-after'), Date.now()),
    );
  }
  return { status: response.status, headers: response.headers, body, json };
}

export function isHttpError(error: unknown, status?: number): error is HttpError {
  return error instanceof HttpError && (status === undefined || error.status === status);
}

/** The `code` of an error envelope, e.g. ACCESS_GATE_REQUIRED. */
export function errorCode(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  const { body } = error;
  if (typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string') {
    return body.code;
  }
  return null;
}
