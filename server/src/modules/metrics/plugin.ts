import { createHash, timingSafeEqual } from 'node:crypto';
import { translate } from '@domain/i18n';
import type { Database } from '@server/db/client';
import { httpError } from '@server/http/http-error';
import type { App } from '@server/http/types';
import fp from 'fastify-plugin';
import { createLeagueMetrics } from './registry';

// GET /metrics: this instance's metrics in Prometheus's text format, on the app's own port, for a scraper
// holding METRICS_TOKEN (Authorization: Bearer). Without a token set the endpoint does not exist (404); a
// wrong token gets 401. Every answered request is timed by its route pattern.

export const METRICS_PATH = '/metrics';

const BEARER = /^Bearer (.+)$/i;
const digest = (text: string) => createHash('sha256').update(text).digest();

export const metricsPlugin = fp<{ database: Database; token: string | undefined }>(
  async (app: App, { database, token }) => {
    const metrics = createLeagueMetrics({
      gameServersConnected: () => app.gameServerGateway.connectionCount,
      liveStreams: () => app.live.streams.size,
      gameSessionsActive: async () => (await app.gameSessions.stats()).active,
      matchesLive: () => app.matches.liveCount(),
      outboxPending: async () => {
        const [discord, mail] = await Promise.all([app.announcements.queuedCount(), app.mail.queuedCount()]);
        return { discord, mail };
      },
      databasePool: () =>
        database.kind === 'postgres'
          ? {
              total: database.pool.totalCount,
              idle: database.pool.idleCount,
              waiting: database.pool.waitingCount,
            }
          : null,
      onReadError: (metric, error) => app.log.warn({ err: error, metric }, 'a metric could not be read'),
    });

    app.addHook('onResponse', (request, reply, done) => {
      // Requests no route took (404s of made-up paths) share one label, so a scan cannot grow the series.
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    const expected = token === undefined ? null : digest(token);
    app.get(
      METRICS_PATH,
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        if (!expected) throw httpError(404, translate('app.errors.api.notFound'), { code: 'NOT_FOUND' });
        const presented = BEARER.exec(request.headers.authorization ?? '')?.[1];
        if (!presented || !timingSafeEqual(digest(presented), expected))
          throw httpError(401, translate('app.errors.metrics.wrongToken'), {
            code: 'UNAUTHENTICATED',
            headers: { 'www-authenticate': 'Bearer realm="metrics"' },
          });
        const body = await metrics.registry.metrics();
        return reply.type(metrics.registry.contentType).send(body);
      },
    );
  },
  {
    name: 'metrics',
    dependencies: ['game-sessions', 'live', 'matches', 'mail', 'discord-announcements'],
  },
);
