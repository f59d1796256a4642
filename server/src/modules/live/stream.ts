import { LIVE_HEARTBEAT_MS, type LiveChange, type MatchStateEvent } from '@domain/live';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveHub } from './hub';

// One viewer's server-sent event stream (text/event-stream): a `ready` event naming the topics followed,
// a `change` event per coalesced batch of changes, a `state` event per match whose game session reported
// (its public live state), a comment line every LIVE_HEARTBEAT_MS. The reply is taken over from Fastify;
// the viewer leaving, the server closing, or the access token it was opened with expiring ends it (the
// browser reconnects with a fresh token, so a stream never outlives the authorisation it was given).

/** How long the browser waits before reconnecting after the stream drops (the SSE `retry` field). */
const RETRY_MS = 3_000;

export interface OpenStreams {
  /** Ends every stream (the server is closing). */
  endAll(): void;
  readonly size: number;
}

export function createStreams(hub: LiveHub, heartbeatMs = LIVE_HEARTBEAT_MS) {
  const ends = new Set<() => void>();
  // A match's state goes to each of its viewers: it is written out once.
  const stateFrames = new WeakMap<MatchStateEvent, string>();
  const stateFrame = (state: MatchStateEvent) => {
    let frame = stateFrames.get(state);
    if (!frame) {
      frame = `event: state\ndata: ${JSON.stringify(state)}\n\n`;
      stateFrames.set(state, frame);
    }
    return frame;
  };

  function open(
    request: FastifyRequest,
    reply: FastifyReply,
    topics: readonly string[],
    authorisedUntilMs: number,
  ): void {
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Proxies such as nginx would otherwise hold the events back in their buffers.
      'x-accel-buffering': 'no',
    });
    const write = (text: string) => {
      if (!response.writableEnded) response.write(text);
    };
    write(`retry: ${RETRY_MS}\nevent: ready\ndata: ${JSON.stringify(topics)}\n\n`);

    const stopFollowing = hub.follow({
      topics: new Set(topics),
      send: (change: LiveChange) => write(`event: change\ndata: ${JSON.stringify(change)}\n\n`),
      sendState: (state: MatchStateEvent) => write(stateFrame(state)),
    });
    const heartbeat = setInterval(() => write(': alive\n\n'), heartbeatMs);
    heartbeat.unref();

    const end = () => {
      if (!ends.delete(end)) return;
      clearInterval(heartbeat);
      clearTimeout(expiry);
      stopFollowing();
      if (!response.writableEnded) response.end();
    };
    const expiry = setTimeout(end, Math.max(0, authorisedUntilMs - Date.now()));
    expiry.unref();
    ends.add(end);
    request.raw.once('close', end);
    response.once('close', end);
  }

  const streams: OpenStreams = {
    endAll() {
      for (const end of [...ends]) end();
    },
    get size() {
      return ends.size;
    },
  };
  return { open, streams };
}
