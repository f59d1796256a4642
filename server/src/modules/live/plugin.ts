import { EVERYTHING, SESSION_USERS_CHANNEL } from '@server/db/change-notices';
import type { Database } from '@server/db/client';
import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { openBusTransport } from '../game-sessions/bus-transport';
import type { SessionUsers } from '../users/session-users';
import { createLiveHub, type LiveHub } from './hub';
import { liveRoutes, mayFollow } from './routes';
import { createStreams, type OpenStreams, type StreamCaps, type StreamHolder } from './stream';

// The live view: database triggers announce on LIVE_CHANNEL which topics a committed write changed; every
// API instance listens, so whichever instance a viewer's stream is on hears writes made on any other. A
// write to a user, their roles or their sessions is announced to every instance too (SESSION_USERS_CHANNEL):
// that user's streams are then checked again, and those no longer allowed end.

export const LIVE_CHANNEL = 'live_changes';

declare module 'fastify' {
  interface FastifyInstance {
    live: {
      hub: LiveHub;
      streams: OpenStreams;
      open(
        request: FastifyRequest,
        reply: FastifyReply,
        holder: StreamHolder,
        authorisedUntilMs: number,
      ): void;
    };
  }
}

export const livePlugin = fp<{
  database: Database;
  databaseUrl: string | undefined;
  sessionUsers: SessionUsers;
  streamCaps: StreamCaps;
}>(
  async (app: App, { database, databaseUrl, sessionUsers, streamCaps }) => {
    const hub = createLiveHub({
      onReadError: (error) => app.log.error({ err: error }, 'reading live match states failed'),
    });
    const { open, streams } = createStreams(hub, {
      caps: streamCaps,
      authorise: async ({ userId, familyId, topics }) => {
        const user = await sessionUsers.find(userId, familyId);
        return !!user && mayFollow(user, topics);
      },
    });
    app.changeNotices.listen(SESSION_USERS_CHANNEL, (payload) => {
      const users = payload === EVERYTHING ? EVERYTHING : payload.split(',').map(Number);
      streams.recheck(users).catch((error) => app.log.error({ err: error }, 'checking live streams failed'));
    });
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
