import { notifyManager, QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS, queryRetryDelay } from '../domain/constants';
import { isHttpError } from './dataProvider/fetchJson';

/**
 * Whether a failed query is worth another try (up to 3 retries): network errors and 5xx
 * may pass, while a 4xx answer (forbidden, missing, invalid) will not change by asking again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isHttpError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_DEFAULTS.retry;
}

/** The retry rule of every query, also for react-admin's lists, which turn retries off by default. */
export const QUERY_RETRY = { retry: shouldRetry, retryDelay: queryRetryDelay } as const;

/**
 * A mutation's `isPending` reaches the components in the same task as the click that started it (a
 * microtask, not react-query's default setTimeout), so a button drawn with `loading={mutation.isPending}`
 * is disabled before a double-click's second click arrives. Forms that create or change something also
 * guard their submit (components/useSubmitGuard.ts).
 */
notifyManager.setScheduler(queueMicrotask);

/** The data cache defaults: 3 retries, 1 s doubling up to 30 s between them, 5 minutes' cache. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_RETRY, gcTime: QUERY_DEFAULTS.gcTimeMs },
    },
  });
}
