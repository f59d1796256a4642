import { translate } from '@domain/i18n';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuth } from '@/authProvider';
import { createLiveStream, type LiveEvent } from '@/dataProvider';
import { RECONNECT_MAX_MS } from '@/dataProvider/liveStream';
import { makeUser, storeSession } from './fixtures';
import { server } from './msw';

// The browser's side of the live view: one stream per tab for every topic followed, changes handed to the
// followers of those topics only, a refresh on 401, and a reconnect when the stream drops.

const encoder = new TextEncoder();

/** A text/event-stream response the test writes into. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: () => new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (event: string, data: unknown) =>
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => controller.close(),
  };
}

async function signedIn() {
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
  return auth;
}

const until = async (check: () => boolean) => {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error('not yet');
    },
    { timeout: 3_000 },
  );
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the live stream', () => {
  it('opens one stream for the topics followed together and hands each change to its followers', async () => {
    const auth = await signedIn();
    const stream = eventStream();
    const asked: { topics: string | null; authorization: string | null }[] = [];
    server.use(
      http.get('/api/live', ({ request }) => {
        asked.push({
          topics: new URL(request.url).searchParams.get('topics'),
          authorization: request.headers.get('authorization'),
        });
        return stream.response();
      }),
    );
    const live = createLiveStream(auth);
    const heard: LiveEvent[] = [];
    const stopMatch = live.follow('match:12', (event) => heard.push(event));
    const stopSessions = live.follow('sessions', (event) => heard.push(event));
    await until(() => asked.length === 1);
    expect(asked).toEqual([{ topics: 'match:12,sessions', authorization: 'Bearer access-2' }]);

    stream.send('ready', ['match:12', 'sessions']);
    await until(() => heard.length === 2);
    expect(heard).toEqual([
      { type: 'connected', topic: 'match:12' },
      { type: 'connected', topic: 'sessions' },
    ]);

    stream.send('change', ['sessions']);
    await until(() => heard.length === 3);
    expect(heard[2]).toEqual({ type: 'changed', topic: 'sessions' });
    stream.send('change', ['*']);
    await until(() => heard.length === 5);
    expect(
      heard
        .slice(3)
        .map((e) => e.topic)
        .sort(),
    ).toEqual(['match:12', 'sessions']);

    // A match's public live state reaches that match's followers only, as it came.
    const session = {
      id: 70,
      status: 'Active',
      score: { teamA: 2, teamB: 1 },
      players: [],
      lastUpdatedAt: '2026-11-21T10:00:00.000Z',
    };
    stream.send('state', { topic: 'match:12', session });
    stream.send('state', { topic: 'match:99', session });
    stream.send('state', 'not a state');
    stream.send('change', ['sessions']);
    await until(() => heard.length === 7);
    expect(heard.slice(5)).toEqual([
      { type: 'state', topic: 'match:12', session },
      { type: 'changed', topic: 'sessions' },
    ]);
    stopMatch();
    stopSessions();
    auth.dispose();
  });

  it('asks for a new token once when the stream answers 401, and reconnects after it drops', async () => {
    const auth = await signedIn();
    const streams = [eventStream(), eventStream()];
    const tokens: (string | null)[] = [];
    let calls = 0;
    server.use(
      http.get('/api/live', ({ request }) => {
        tokens.push(request.headers.get('authorization'));
        calls += 1;
        if (calls === 1) return HttpResponse.json({ success: false, message: 'expired' }, { status: 401 });
        return streams[calls - 2]!.response();
      }),
    );
    const live = createLiveStream(auth);
    const heard: LiveEvent['type'][] = [];
    const stop = live.follow('match:3', (event) => heard.push(event.type));
    await until(() => calls === 2);
    // The refresh rotated the session: the second attempt carries the new token.
    expect(tokens[1]).toBe(`Bearer ${auth.session.getState().token}`);
    streams[0]!.send('ready', ['match:3']);
    await until(() => heard.length === 1);

    streams[0]!.end();
    await until(() => heard.includes('disconnected'));
    // Back after a wait of 0.5-1 s (the first step of the back-off).
    await until(() => calls === 3);
    streams[1]!.send('ready', ['match:3']);
    await until(() => heard.length === 3);
    expect(heard).toEqual(['connected', 'disconnected', 'connected']);
    stop();
    auth.dispose();
  });

  it('waits as long as a 429 says before trying again', async () => {
    const auth = await signedIn();
    const stream = eventStream();
    const askedAt: number[] = [];
    server.use(
      http.get('/api/live', () => {
        askedAt.push(Date.now());
        if (askedAt.length === 1)
          return HttpResponse.json(
            {
              success: false,
              message: translate('app.errors.live.tooManyStreams'),
              code: 'TOO_MANY_STREAMS',
            },
            { status: 429, headers: { 'retry-after': '1' } },
          );
        return stream.response();
      }),
    );
    const live = createLiveStream(auth);
    const heard: LiveEvent['type'][] = [];
    const stop = live.follow('match:5', (event) => heard.push(event.type));
    await until(() => askedAt.length === 2);
    // The first back-off step alone could have come after 0.5 s.
    expect(askedAt[1]! - askedAt[0]!).toBeGreaterThanOrEqual(990);
    stream.send('ready', ['match:5']);
    await until(() => heard.length === 1);
    expect(heard).toEqual(['connected']);
    stop();
    auth.dispose();
  });

  it('does not retry topics the server refuses (the screen keeps polling)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const auth = await signedIn();
    let calls = 0;
    server.use(
      http.get('/api/live', () => {
        calls += 1;
        return HttpResponse.json({ success: false, message: 'Forbidden' }, { status: 403 });
      }),
    );
    const live = createLiveStream(auth);
    const heard: LiveEvent[] = [];
    const stop = live.follow('sessions', (event) => heard.push(event));
    await until(() => calls === 1);
    // Any reconnection would have been due by the longest back-off.
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    expect(calls).toBe(1);
    expect(heard).toEqual([]);
    stop();
    auth.dispose();
  });
});
