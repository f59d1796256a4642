import { QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS, queryRetryDelay } from '../domain/constants';
import { isHttpError } from './dataProvider/fetchJson';

/**
 * Whether a failed query is worth another try (SPEC section 9: 3 retries): network errors and 5xx
 * may pass, while a 4xx answer (forbidden, missing, invalid) will not change by asking again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isHttpError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_DEFAULTS.retry;
}

/** The retry rule of every query, also for react-admin's lists, which turn retries off by default. */
export const QUERY_RETRY = { retry: shouldRetry, retryDelay: queryRetryDelay } as const;

/** The data cache defaults of SPEC section 9. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_RETRY, gcTime: QUERY_DEFAULTS.gcTimeMs },
    },
  });
}
