import type { MatchLiveSession, MatchStateEvent } from '@domain/live';
import type { Auth } from '../authProvider/auth';
import { API_ROOT } from './apiRoot';

// The live view's client: one server-sent event stream per tab (GET /api/live), carrying every
// topic the tab's screens follow. It is read with fetch rather than EventSource, which cannot send the
// Bearer token. The stream names the topics that changed; the screens then read them again through the
// dataProvider, so what each user sees stays what the API lets them read. A match whose game server
// reported comes as its public live state instead, which the match page applies without a read.

/**
 * What a follower hears: the stream opened (changes will come), dropped (read some other way), a change,
 * or a match's new public live state.
 */
export type LiveEvent =
  | { type: 'connected'; topic: string }
  | { type: 'disconnected'; topic: string }
  | { type: 'changed'; topic: string }
  | { type: 'state'; topic: string; session: MatchLiveSession };

export type LiveListener = (event: LiveEvent) => void;

export interface LiveStream {
  /** Follows `topic` until the returned function is called. */
  follow(topic: string, listener: LiveListener): () => void;
}

const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

type Session = Pick<Auth, 'session' | 'refresh'>;

/** The server refused a stream for now (429): try again after `retryAfterMs`. */
class StreamRefused extends Error {
  constructor(readonly retryAfterMs: number) {
    super('live stream refused for now');
  }
}

interface SseEvent {
  event: string;
  data: string;
}

/** Splits a text/event-stream body into its events (comments and `retry` lines are skipped). */
async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        }
        if (data.length > 0) yield { event, data: data.join('\n') };
        end = buffer.indexOf('\n\n');
      }
    }
  } finally {
    reader.releaseLock();
  }
}

function changedTopics(data: string): string[] {
  try {
    const parsed: unknown = JSON.parse(data);
    return Array.isArray(parsed) ? parsed.filter((topic): topic is string => typeof topic === 'string') : [];
  } catch {
    return [];
  }
}

function stateOf(data: string): MatchStateEvent | null {
  try {
    const parsed = JSON.parse(data) as Partial<MatchStateEvent> | null;
    return typeof parsed?.topic === 'string' && typeof parsed.session === 'object' && parsed.session
      ? { topic: parsed.topic, session: parsed.session }
      : null;
  } catch {
    return null;
  }
}

export function createLiveStream(
  auth: Session,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): LiveStream {
  const listeners = new Map<string, Set<LiveListener>>();
  let connection: { topics: string; abort: AbortController } | null = null;
  let open = false;
  let retryMs = RECONNECT_FIRST_MS;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let syncQueued = false;

  const tell = (topics: Iterable<string>, event: Exclude<LiveEvent['type'], 'state'>) => {
    for (const topic of topics)
      for (const listener of [...(listeners.get(topic) ?? [])]) listener({ type: event, topic });
  };

  const dropped = (topics: string) => {
    if (open) tell(topics.split(','), 'disconnected');
    open = false;
  };

  const scheduleRetry = (atLeastMs = 0) => {
    if (retryTimer) return;
    const wait = Math.max(atLeastMs, retryMs / 2 + Math.random() * (retryMs / 2));
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connection = null;
      sync();
    }, wait);
  };

  async function connect(topics: string, abort: AbortController, refreshed = false): Promise<void> {
    const token = auth.session.getState().token;
    if (!token) return;
    const response = await fetchImpl(`${API_ROOT}/live?topics=${encodeURIComponent(topics)}`, {
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    if (!response.ok || !response.body) {
      // An error envelope: small, read to free the connection.
      await response.text().catch(() => '');
      if (response.status === 401 && !refreshed) {
        if (await auth.refresh()) return connect(topics, abort, true);
        return;
      }
      if (response.status === 429)
        // This user or address holds as many streams as the server allows: try again when it says.
        throw new StreamRefused(Number(response.headers.get('retry-after')) * 1000 || RECONNECT_MAX_MS);
      if (response.status >= 500) throw new Error(`live stream answered ${response.status}`);
      // 400 or 403: these topics will not be served; the screens keep reading their other way.
      return;
    }
    for await (const { event, data } of readEvents(response.body)) {
      if (event === 'ready') {
        open = true;
        retryMs = RECONNECT_FIRST_MS;
        tell(topics.split(','), 'connected');
      } else if (event === 'change') {
        const changed = changedTopics(data);
        tell(changed.includes('*') ? topics.split(',') : changed, 'changed');
      } else if (event === 'state') {
        const state = stateOf(data);
        if (state)
          for (const listener of [...(listeners.get(state.topic) ?? [])])
            listener({ type: 'state', topic: state.topic, session: state.session });
      }
    }
    throw new Error('live stream ended');
  }

  /** Brings the connection in line with the topics followed now (one stream for all of them). */
  function sync() {
    syncQueued = false;
    const topics = [...listeners.keys()].sort().join(',');
    if (connection?.topics === topics) return;
    if (connection) {
      connection.abort.abort();
      dropped(connection.topics);
    }
    connection = null;
    if (!topics) return;
    const current = { topics, abort: new AbortController() };
    connection = current;
    connect(topics, current.abort).catch((error: unknown) => {
      if (current.abort.signal.aborted || connection !== current) return;
      dropped(topics);
      scheduleRetry(error instanceof StreamRefused ? error.retryAfterMs : 0);
    });
  }

  const queueSync = () => {
    if (syncQueued) return;
    syncQueued = true;
    // Screens mounting together (a page and its sections) share one connection.
    queueMicrotask(sync);
  };

  return {
    follow(topic, listener) {
      const set = listeners.get(topic) ?? new Set<LiveListener>();
      set.add(listener);
      listeners.set(topic, set);
      if (open && connection?.topics.split(',').includes(topic)) listener({ type: 'connected', topic });
      queueSync();
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(topic);
        queueSync();
      };
    },
  };
}
