import type { Database } from '@server/db/client';
import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { openBusTransport } from '../game-sessions/bus-transport';
import { createLiveHub, type LiveHub } from './hub';
import { liveRoutes } from './routes';
import { createStreams, type OpenStreams } from './stream';

// The live view (issue 14): database triggers (migration 0019) announce on LIVE_CHANNEL which topics a
// committed write changed; every API instance listens, so whichever instance a viewer's stream is on hears
// writes made on any other.

export const LIVE_CHANNEL = 'live_changes';

declare module 'fastify' {
  interface FastifyInstance {
    live: {
      hub: LiveHub;
      streams: OpenStreams;
      open(
        request: FastifyRequest,
        reply: FastifyReply,
        topics: readonly string[],
        authorisedUntilMs: number,
      ): void;
    };
  }
}

export const livePlugin = fp<{ database: Database; databaseUrl: string | undefined }>(
  async (app: App, { database, databaseUrl }) => {
    const hub = createLiveHub({
      onReadError: (error) => app.log.error({ err: error }, 'reading live match states failed'),
    });
    const { open, streams } = createStreams(hub);
    const notices = await openBusTransport(database, databaseUrl, hub.changed, app.log, LIVE_CHANNEL);
    app.decorate('live', { hub, streams, open });
    app.onClosing(() => streams.endAll());
    app.addHook('onClose', async () => {
      streams.endAll();
      hub.close();
      await notices.close();
    });
    await app.register(liveRoutes, { prefix: API_PREFIX });
  },
  { name: 'live', dependencies: ['auth', 'shutdown'] },
);
