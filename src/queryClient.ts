import { QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS, queryRetryDelay } from '../domain/constants';
import { isHttpError } from './dataProvider/fetchJson';

/** Whether a failed query is worth another try: a 4xx answer will not change by asking again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isHttpError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_DEFAULTS.retry;
}

/** The data cache defaults of SPEC section 9. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, gcTime: QUERY_DEFAULTS.gcTimeMs, retryDelay: queryRetryDelay },
    },
  });
}
