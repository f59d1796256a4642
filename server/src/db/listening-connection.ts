import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

// A PostgreSQL connection that LISTENs (LISTEN needs one that stays open, outside the pool), reopened when
// it breaks. While it is down, queries on it fail at once; once it is back, every channel is listened to
// again and `onReconnect` runs, so its owner can forget what it may have missed in between.

const RECONNECT_MS = 1_000;
/** A query on the connection that takes longer counts as a lost connection. */
const QUERY_TIMEOUT_MS = 5_000;

export interface ListeningConnection {
  /** Runs `text` on this connection; rejects while it is down. pg runs its queries one at a time. */
  query(text: string, values?: unknown[]): Promise<void>;
  close(): Promise<void>;
}

export interface ListeningOptions {
  connectionString: string;
  /** What the connection is for, shown as its application_name in pg_stat_activity. */
  name: string;
  channels: readonly string[];
  onNotification: (channel: string, payload: string) => void;
  /** After a lost connection was opened again and listens again (not after the first open). */
  onReconnect?: () => void;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export async function openListeningConnection(options: ListeningOptions): Promise<ListeningConnection> {
  const { default: pg } = await import('pg');
  let closed = false;
  let client: pg.Client | null = null;
  let opening: Promise<pg.Client> | null = null;
  let opened = 0;

  const open = async (): Promise<pg.Client> => {
    const fresh = new pg.Client({
      connectionString: options.connectionString,
      application_name: options.name,
      connectionTimeoutMillis: QUERY_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
    });
    fresh.on('notification', ({ channel, payload }) => {
      if (payload !== undefined) options.onNotification(channel, payload);
    });
    fresh.on('error', (error) => {
      options.log.error(
        { err: error, channels: options.channels },
        'listening connection lost; reconnecting',
      );
      if (client === fresh) client = null;
      fresh.end().catch(() => undefined);
      reconnectLater();
    });
    try {
      await fresh.connect();
      for (const channel of options.channels) await fresh.query(`LISTEN "${channel}"`);
    } catch (error) {
      await fresh.end().catch(() => undefined);
      throw error;
    }
    client = fresh;
    if (opened++ > 0) options.onReconnect?.();
    return fresh;
  };

  const ensure = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    opening ??= open().finally(() => {
      opening = null;
    });
    return opening;
  };
  // Keeps trying while the database is away, so notices resume without waiting for a query to ask.
  function reconnectLater(): void {
    if (closed) return;
    setTimeout(() => void ensure().catch(reconnectLater), RECONNECT_MS).unref();
  }

  await ensure();
  return {
    async query(text, values) {
      if (closed) throw new Error('the listening connection is closed');
      await (client ?? (await ensure())).query(text, values);
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
