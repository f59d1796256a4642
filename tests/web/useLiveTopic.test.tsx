import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { CoreAdminContext, type DataProvider } from 'ra-core';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createAuth } from '@/authProvider';
import { createLiveStream, useLiveTopic } from '@/dataProvider';
import { makeUser, storeSession } from './fixtures';
import { server } from './msw';

// A screen reads its data, then follows its topic; the stream opens some time later. A change in between
// is told to no one, so the opening of the stream counts as a change: the screen reads once more.

const encoder = new TextEncoder();

async function followedTopic() {
  storeSession(makeUser(), { token: 'access-1', refreshToken: 'refresh-1' });
  server.use(
    http.post('/api/auth/refresh-token', () =>
      HttpResponse.json({
        success: true,
        data: { token: 'access-2', refreshToken: 'refresh-2', user: makeUser() },
      }),
    ),
  );
  const auth = createAuth();
  await auth.whenReady();

  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  let asked = 0;
  server.use(
    http.get('/api/live', () => {
      asked += 1;
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  const live = createLiveStream(auth);
  const dataProvider = {
    subscribe: async (topic: string, listener: Parameters<typeof live.follow>[1]) => {
      stops.set(listener, live.follow(topic, listener));
      return { data: null };
    },
    unsubscribe: async (_topic: string, listener: Parameters<typeof live.follow>[1]) => {
      stops.get(listener)?.();
      return { data: null };
    },
  } as unknown as DataProvider;
  const stops = new Map<unknown, () => void>();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext dataProvider={dataProvider}>{children}</CoreAdminContext>
  );
  let reads = 0;
  const { result } = renderHook(() => useLiveTopic('match:12', () => (reads += 1)), { wrapper });
  await waitFor(() => expect(asked).toBe(1));
  const send = (event: string, data: unknown) =>
    controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  return { result, send, reads: () => reads };
}

describe('following a live topic', () => {
  it('reads the topic again when the stream first opens, then on each change', async () => {
    const topic = await followedTopic();
    expect(topic.reads()).toBe(0);
    expect(topic.result.current).toBe(false);

    topic.send('ready', ['match:12']);
    await waitFor(() => expect(topic.result.current).toBe(true));
    expect(topic.reads()).toBe(1);

    topic.send('change', ['match:12']);
    await waitFor(() => expect(topic.reads()).toBe(2), { timeout: 3_000 });
  });
});
