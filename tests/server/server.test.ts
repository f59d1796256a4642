import net from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages';
import { APP_NOT_BUILT } from '../../server/src/plugins/spa';
import { buildTestApp } from './helpers/app';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('a listening server', () => {
  it('answers real HTTP requests, and on close finishes in-flight requests while refusing new ones with 503', async () => {
    const started = deferred();
    const release = deferred();
    const slow: FastifyPluginAsync = async (api) => {
      api.get('/test/slow', { config: { access: 'public' } }, async () => {
        started.resolve();
        await release.promise;
        return { done: true };
      });
    };
    const t = await buildTestApp('pglite', { options: { extraApiRoutes: [slow] } });
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const health = await fetch(`${address}/api/health`);
      expect(health.status).toBe(200);
      expect(health.headers.get('x-request-id')).toBeTruthy();
      expect(await health.json()).toMatchObject({ success: true, data: { status: 'ok' } });

      // This app has no built browser app: the API works, pages explain what to do.
      const page = await fetch(`${address}/dashboard`);
      expect(page.status).toBe(503);
      expect(await page.text()).toBe(APP_NOT_BUILT);

      // One keep-alive connection: a slow request in flight, then a second request once closing began.
      const socket = net.connect(Number(new URL(address).port), '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      const ended = new Promise((resolve) => socket.on('close', resolve));
      socket.write('GET /api/test/slow HTTP/1.1\r\nHost: test\r\n\r\n');
      await started.promise;
      const closing = t.app.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      socket.write('GET /api/health HTTP/1.1\r\nHost: test\r\n\r\n');
      await new Promise((resolve) => setTimeout(resolve, 50));
      release.resolve();
      await Promise.all([ended, closing]);

      const responses = received.split(/(?=HTTP\/1\.1 )/);
      expect(responses[0]).toMatch(/^HTTP\/1\.1 200/);
      expect(responses[0]).toContain('{"done":true}');
      expect(responses[1]).toMatch(/^HTTP\/1\.1 503/);
      expect(responses[1]).toContain(JSON.stringify(messages.api.shuttingDown));
    } finally {
      release.resolve();
      await t.close();
    }
  });
});
