import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '@server/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

// The wire under the command bus (and the live view's change notices): PostgreSQL NOTIFY on one channel,
// heard through LISTEN. With PostgreSQL it is a dedicated connection (LISTEN needs one that stays open);
// PGlite's listen/notify serves the one process that owns the embedded database.

export const BUS_CHANNEL = 'game_server_bus';
const RECONNECT_MS = 1_000;

export interface BusTransport {
  publish(payload: string): Promise<void>;
  close(): Promise<void>;
}

export type PayloadHandler = (payload: string) => void;

export async function openBusTransport(
  database: Database,
  databaseUrl: string | undefined,
  onPayload: PayloadHandler,
  log: FastifyBaseLogger,
  channel = BUS_CHANNEL,
): Promise<BusTransport> {
  if (database.kind === 'pglite') return pgliteTransport(database.client, channel, onPayload);
  if (!databaseUrl) throw new Error('the PostgreSQL bus needs DATABASE_URL');
  return postgresTransport(databaseUrl, channel, onPayload, log);
}

async function pgliteTransport(
  client: PGlite,
  channel: string,
  onPayload: PayloadHandler,
): Promise<BusTransport> {
  const unlisten = await client.listen(channel, onPayload);
  return {
    async publish(payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: () => unlisten(),
  };
}

async function postgresTransport(
  connectionString: string,
  channel: string,
  onPayload: PayloadHandler,
  log: FastifyBaseLogger,
): Promise<BusTransport> {
  const { default: pg } = await import('pg');
  let closed = false;
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;

  const connect = async (): Promise<pg.Client> => {
    const fresh = new pg.Client({ connectionString });
    fresh.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    fresh.on('error', (error) => {
      log.error({ err: error, channel }, 'bus connection lost; reconnecting');
      if (client === fresh) client = null;
      fresh.end().catch(() => undefined);
      if (!closed) setTimeout(() => void ensure().catch(() => undefined), RECONNECT_MS).unref();
    });
    await fresh.connect();
    await fresh.query(`LISTEN ${channel}`);
    client = fresh;
    return fresh;
  };
  const ensure = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  await ensure();
  // One query at a time on the connection: publishes queue behind each other.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    publish(payload) {
      const sent = queue.then(async () => {
        const current = await ensure();
        await current.query('select pg_notify($1, $2)', [channel, payload]);
      });
      queue = sent.catch(() => undefined);
      return sent;
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
