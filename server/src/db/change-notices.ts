import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';
import { openListeningConnection } from './listening-connection';

// What a write made stale, heard at its commit (migrations 0017 and 0026, decisions 0015 and 0024).
// Caches keep answers until a notice names what they hold. Before trusting one, a request waits until
// every notice of a write committed before it arrived has been heard (`caughtUp`):
// - PGlite runs in this process and delivers a notice before the COMMIT that sent it returns: always.
// - PostgreSQL delivers notices to a listening connection some time after the commit, but always before
//   the answer to a query that connection sends after it. So a query on that connection is a fence; one
//   fence at a time serves every request that arrived before it was sent.
// While the PostgreSQL connection is down nothing is trusted (`caughtUp` answers false: read the
// database); once it is back every listener hears EVERYTHING, as if all it holds had changed.

export const SESSION_USERS_CHANNEL = 'session_users';
export const STANDINGS_CHANNEL = 'standings';
/** Payload: the name of a list whose version moved (schema/list-versions.ts). */
export const LIST_VERSIONS_CHANNEL = 'list_versions';
const CHANNELS = [SESSION_USERS_CHANNEL, STANDINGS_CHANNEL, LIST_VERSIONS_CHANNEL] as const;

/** The application_name of each instance's listening connection. */
export const CHANGE_NOTICES_CONNECTION = 'vrpb change notices';

/** The payload that stands for everything a channel covers. */
export const EVERYTHING = '*';

export type NoticeListener = (payload: string) => void;

export interface ChangeNotices {
  /** Calls `listener` with each payload sent on `channel` (and EVERYTHING after a lost connection). */
  listen(channel: string, listener: NoticeListener): void;
  /**
   * True once every notice of a write committed before `since` (a `performance.now()`, by default this
   * call) has reached its listeners; false when notices may have been missed, and the database must be
   * read instead. A request passes the time it arrived, so its second cache shares its first one's wait.
   */
  caughtUp(since?: number): Promise<boolean>;
  /**
   * `caughtUp(since)` when it can be told without waiting (always on PGlite; on PostgreSQL once a fence sent
   * after `since` has answered), else false: a caller that gets false waits for `caughtUp` or reads the
   * database.
   */
  caughtUpAlready(since: number): boolean;
  close(): Promise<void>;
}

export async function openChangeNotices(
  database: Database,
  databaseUrl: string | undefined,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<ChangeNotices> {
  const listeners = new Map<string, NoticeListener[]>();
  const hear = (channel: string, payload: string) => {
    for (const listener of listeners.get(channel) ?? []) listener(payload);
  };
  const listen = (channel: string, listener: NoticeListener) => {
    listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
  };

  if (database.kind === 'pglite') {
    const unlisten = await Promise.all(
      CHANNELS.map((channel) => database.client.listen(channel, (payload) => hear(channel, payload))),
    );
    return {
      listen,
      caughtUp: () => Promise.resolve(true),
      caughtUpAlready: () => true,
      close: async () => {
        await Promise.all(unlisten.map((stop) => stop()));
      },
    };
  }

  if (!databaseUrl) throw new Error('change notices on PostgreSQL need DATABASE_URL');
  const connection = await openListeningConnection({
    connectionString: databaseUrl,
    name: CHANGE_NOTICES_CONNECTION,
    channels: CHANNELS,
    onNotification: hear,
    onReconnect: () => {
      for (const channel of CHANNELS) hear(channel, EVERYTHING);
    },
    log,
  });
  const fence = coalescedFence(async () => {
    try {
      await connection.query('select 1');
      return true;
    } catch {
      return false;
    }
  });
  return {
    listen,
    caughtUp: fence.caughtUp,
    caughtUpAlready: fence.passedSince,
    close: () => connection.close(),
  };
}

/**
 * `send` shared by its callers: a call waits for a send that started after its `since` (by default the
 * call itself), at once when the last one that succeeded did; callers that come while a send is in flight
 * share the next one.
 */
export function coalescedFence(send: () => Promise<boolean>): {
  caughtUp(since?: number): Promise<boolean>;
  /** Whether a send that started at or after `since` has already answered true. */
  passedSince(since: number): boolean;
} {
  let inFlight: Promise<boolean> | null = null;
  let next: Promise<boolean> | null = null;
  /** When the latest send that answered true started. */
  let lastPassedAt = Number.NEGATIVE_INFINITY;
  const start = (): Promise<boolean> => {
    const startedAt = performance.now();
    const sent = send()
      .then((passed) => {
        if (passed) lastPassedAt = Math.max(lastPassedAt, startedAt);
        return passed;
      })
      .finally(() => {
        if (inFlight === sent) inFlight = null;
      });
    inFlight = sent;
    return sent;
  };
  const passedSince = (since: number) => lastPassedAt >= since;
  return {
    passedSince,
    caughtUp(since) {
      if (since !== undefined && passedSince(since)) return Promise.resolve(true);
      if (!inFlight) return start();
      next ??= inFlight.then(() => {
        next = null;
        return start();
      });
      return next;
    },
  };
}

/**
 * A count of the notices heard per payload on `channel`: a cache entry made at one count is current while
 * the count has not moved. EVERYTHING moves every count.
 */
export function noticeCounts(notices: ChangeNotices, channel: string): (payload: string) => number {
  const heard = new Map<string, number>();
  let everything = 0;
  notices.listen(channel, (payload) => {
    if (payload === EVERYTHING) everything++;
    else heard.set(payload, (heard.get(payload) ?? 0) + 1);
  });
  return (payload) => everything + (heard.get(payload) ?? 0);
}
