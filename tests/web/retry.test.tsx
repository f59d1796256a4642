import { QUERY_DEFAULTS, queryRetryDelay } from '@domain/constants';
import { translate } from '@domain/i18n';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fetchJson, HttpError } from '@/dataProvider';
import { createQueryClient, shouldRetry } from '@/queryClient';
import { failWith, ok, signInAsAdmin } from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';

// Queries retry 3 times with a delay doubling from 1 s up to 30 s; that is for network
// errors and 5xx answers, a 4xx answer shows its message at once.

describe('the retry rule', () => {
  it.each([400, 401, 403, 404, 409, 429])('does not retry a %i', (status) => {
    expect(shouldRetry(0, new HttpError('no', status, null))).toBe(false);
  });

  it.each([
    ['a 500', new HttpError('down', 500, null)],
    ['a 503', new HttpError('busy', 503, null)],
    ['a network error', new TypeError('Failed to fetch')],
  ])('retries %s three times', (_label, error) => {
    expect([0, 1, 2, 3].map((failures) => shouldRetry(failures, error))).toEqual([true, true, true, false]);
    expect(QUERY_DEFAULTS.retry).toBe(3);
  });

  it('waits 1 s, then twice as long each time, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});

/** A query through the app's query client against GET /api/thing; returns how many requests were made. */
function queryThing(replies: (() => Response)[]) {
  let calls = 0;
  server.use(
    http.get('/api/thing', () => {
      const reply = replies[Math.min(calls, replies.length - 1)];
      calls += 1;
      return reply();
    }),
  );
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => useQuery({ queryKey: ['thing'], queryFn: async () => (await fetchJson('/api/thing')).json }),
    { wrapper },
  );
  return { result, calls: () => calls };
}

describe('queries of the app', () => {
  it.each([403, 404])('fail at once on a %i, after one request', async (status) => {
    const query = queryThing([() => failWith(status, 'Not for you.')]);
    // Well under the first retry delay of 1 s.
    await waitFor(() => expect(query.result.current.isError).toBe(true), { timeout: 500 });
    expect(query.result.current.error).toMatchObject({ status, message: 'Not for you.' });
    expect(query.calls()).toBe(1);
  });

  it.each([
    ['a 503', () => failWith(503, 'Busy.')],
    ['a network error', () => HttpResponse.error()],
  ])('try again after %s', async (_label, failure) => {
    const query = queryThing([failure, () => ok({ id: 1 })]);
    await waitFor(() => expect(query.result.current.data).toEqual({ success: true, data: { id: 1 } }), {
      timeout: 3_000,
    });
    expect(query.calls()).toBe(2);
  });
});

describe("react-admin's lists", () => {
  it('try again after a 500 (react-admin would not retry a list at all)', async () => {
    signInAsAdmin();
    let calls = 0;
    server.use(
      http.get('/api/users', () => {
        calls += 1;
        if (calls === 1) return failWith(500, 'Down.');
        return HttpResponse.json([], { headers: { 'Content-Range': 'users 0-0/0' } });
      }),
    );
    renderApp('/users');
    await waitFor(() => expect(calls).toBe(2), { timeout: 5_000 });
    expect(
      screen.queryByText(translate('resources.users.notifications.fetchUsersFailed')),
    ).not.toBeInTheDocument();
  });

  it('do not retry a 403', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAsAdmin();
    let calls = 0;
    server.use(
      http.get('/api/users', () => {
        calls += 1;
        return failWith(403, 'Forbidden.');
      }),
    );
    renderApp('/users');
    await waitFor(() => expect(calls).toBe(1), { timeout: 5_000 });
    // Every retry a 5xx would get has been due by now.
    let allRetryDelays = 0;
    for (let attempt = 0; attempt < QUERY_DEFAULTS.retry; attempt += 1)
      allRetryDelays += queryRetryDelay(attempt);
    await act(() => vi.advanceTimersByTimeAsync(allRetryDelays));
    expect(calls).toBe(1);
  });
});
