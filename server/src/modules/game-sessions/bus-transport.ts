import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '@server/db/client';
import { openListeningConnection } from '@server/db/listening-connection';
import type { FastifyBaseLogger } from 'fastify';

// The wire under the command bus (and the live view's change notices): PostgreSQL NOTIFY on one channel,
// heard through LISTEN. With PostgreSQL it is a dedicated connection (LISTEN needs one that stays open);
// PGlite's listen/notify serves the one process that owns the embedded database.

export const BUS_CHANNEL = 'game_server_bus';

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
  const connection = await openListeningConnection({
    connectionString,
    name: `vrpb ${channel}`,
    channels: [channel],
    onNotification: (_channel, payload) => {
      if (payload) onPayload(payload);
    },
    log,
  });
  return {
    publish: (payload) => connection.query('select pg_notify($1, $2)', [channel, payload]),
    close: () => connection.close(),
  };
}
