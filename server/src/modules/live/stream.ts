import { translate } from '@domain/i18n';
import { LIVE_HEARTBEAT_MS, type LiveChange, type MatchStateEvent } from '@domain/live';
import { httpError } from '@server/http/http-error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveHub } from './hub';

// One viewer's server-sent event stream (text/event-stream): a `ready` event naming the topics followed,
// a `change` event per coalesced batch of changes, a `state` event per match whose game session reported
// (its public live state), a comment line every LIVE_HEARTBEAT_MS. The reply is taken over from Fastify;
// the viewer leaving, the server closing, the access token it was opened with expiring, or its sign-in
// session or its right to a topic ending (`recheck`) ends it, so a stream never outlives the authorisation
// it was given. Each instance holds at most `caps.perUser` streams of one user and `caps.perAddress` of one
// client address: a stream holds a connection for as long as it lasts, and the browser needs one per tab.

/** How long the browser waits before reconnecting after the stream drops (the SSE `retry` field). */
const RETRY_MS = 3_000;
/** What a viewer refused for holding too many streams is told to wait (Retry-After, seconds). */
export const STREAM_CAP_RETRY_AFTER_S = 30;

export interface StreamCaps {
  perUser: number;
  perAddress: number;
}

/** Who a stream was opened for, and what it follows: what `recheck` looks at again. */
export interface StreamHolder {
  userId: number;
  /** The sign-in session (refresh-token family) the access token belonged to. */
  familyId: string;
  topics: readonly string[];
}

/** Whether a holder may still follow its topics (the session is live and the topics still allowed). */
export type StreamAuthoriser = (holder: StreamHolder) => Promise<boolean>;

export interface OpenStreams {
  /** Ends every stream (the server is closing). */
  endAll(): void;
  /**
   * Asks again whether the streams of these users (all users: '*') may go on, and ends those that may not.
   * Resolves once every answer is in.
   */
  recheck(userIds: readonly number[] | '*'): Promise<void>;
  readonly size: number;
}

interface OpenStream extends StreamHolder {
  address: string;
  end(): void;
}

export function createStreams(
  hub: LiveHub,
  options: { caps: StreamCaps; authorise: StreamAuthoriser; heartbeatMs?: number },
) {
  const heartbeatMs = options.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  const open = new Set<OpenStream>();
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

  const refuseOverCap = (holder: StreamHolder, address: string) => {
    let ofUser = 0;
    let ofAddress = 0;
    for (const stream of open) {
      if (stream.userId === holder.userId) ofUser++;
      if (stream.address === address) ofAddress++;
    }
    if (ofUser >= options.caps.perUser || ofAddress >= options.caps.perAddress)
      throw httpError(429, translate('app.errors.live.tooManyStreams'), {
        code: 'TOO_MANY_STREAMS',
        headers: { 'retry-after': String(STREAM_CAP_RETRY_AFTER_S) },
      });
  };

  function openStream(
    request: FastifyRequest,
    reply: FastifyReply,
    holder: StreamHolder,
    authorisedUntilMs: number,
  ): void {
    refuseOverCap(holder, request.ip);
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
    write(`retry: ${RETRY_MS}\nevent: ready\ndata: ${JSON.stringify(holder.topics)}\n\n`);

    const stopFollowing = hub.follow({
      topics: new Set(holder.topics),
      send: (change: LiveChange) => write(`event: change\ndata: ${JSON.stringify(change)}\n\n`),
      sendState: (state: MatchStateEvent) => write(stateFrame(state)),
    });
    const heartbeat = setInterval(() => write(': alive\n\n'), heartbeatMs);
    heartbeat.unref();

    const stream: OpenStream = {
      ...holder,
      address: request.ip,
      end() {
        if (!open.delete(stream)) return;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        stopFollowing();
        if (!response.writableEnded) response.end();
      },
    };
    const expiry = setTimeout(stream.end, Math.max(0, authorisedUntilMs - Date.now()));
    expiry.unref();
    open.add(stream);
    request.raw.once('close', stream.end);
    response.once('close', stream.end);
  }

  const streams: OpenStreams = {
    endAll() {
      for (const stream of [...open]) stream.end();
    },
    async recheck(userIds) {
      const users = userIds === '*' ? null : new Set(userIds);
      // Streams of one session following the same topics (a user's tabs) share one answer.
      const answers = new Map<string, Promise<boolean>>();
      const answerFor = (stream: OpenStream) => {
        const key = `${stream.userId} ${stream.familyId} ${stream.topics.join(',')}`;
        let answer = answers.get(key);
        if (!answer) {
          // A stream that cannot be checked now ends too: the browser opens it again, checked afresh.
          answer = options.authorise(stream).catch(() => false);
          answers.set(key, answer);
        }
        return answer;
      };
      const affected = [...open].filter((stream) => !users || users.has(stream.userId));
      await Promise.all(
        affected.map(async (stream) => {
          if (!(await answerFor(stream))) stream.end();
        }),
      );
    },
    get size() {
      return open.size;
    },
  };
  return { open: openStream, streams };
}
