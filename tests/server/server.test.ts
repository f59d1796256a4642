import net from 'node:net';
import { translate } from '@domain/i18n';
import { APP_NOT_BUILT } from '@server/plugins/spa';
import type { FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A raw HTTP/1.1 connection: what it received, split into responses, and when it closed. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
  });
  const closed = new Promise((resolve) => socket.on('close', resolve));
  const split = () => received.split(/(?=HTTP\/1\.1 )/).filter(Boolean);
  return {
    socket,
    closed,
    /** Resolves once `count` complete responses arrived (every response here has a content-length). */
    responses(count: number): Promise<string[]> {
      return new Promise((resolve) => {
        const check = () => {
          const responses = split();
          const complete = responses.filter((response) => {
            const [head, body = ''] = response.split('\r\n\r\n');
            const length = Number(/content-length: (\d+)/i.exec(head ?? '')?.[1] ?? 0);
            return Buffer.byteLength(body) >= length;
          });
          if (complete.length >= count) {
            socket.off('data', check);
            resolve(responses);
          }
        };
        socket.on('data', check);
        check();
      });
    },
  };
}

describe('a listening server', () => {
  it('answers real HTTP requests, and on close finishes in-flight requests while refusing new ones with 503', {
    timeout: 90_000,
  }, async () => {
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

      // Two keep-alive connections: one with a slow request in flight, one idle (it has served a request).
      // Closing starts; the idle one then carries a new request.
      const port = Number(new URL(address).port);
      const busy = rawConnection(port);
      const idle = rawConnection(port);
      idle.socket.write('GET /api/health HTTP/1.1\r\nHost: test\r\n\r\n');
      await idle.responses(1);
      busy.socket.write('GET /api/test/slow HTTP/1.1\r\nHost: test\r\n\r\n');
      await started.promise;
      const closing = t.app.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      idle.socket.write('GET /api/health HTTP/1.1\r\nHost: test\r\n\r\n');
      const [, refused] = await idle.responses(2);
      release.resolve();
      const [finished] = await busy.responses(1);
      await Promise.all([busy.closed, idle.closed, closing]);

      // The request in flight finishes, and its answer says the connection closes.
      expect(finished).toMatch(/^HTTP\/1\.1 200/);
      expect(finished).toMatch(/\r\nconnection: close\r\n/i);
      expect(finished).toContain('{"done":true}');
      // A request arriving once closing began gets the restarting envelope, and the connection closes.
      expect(refused).toMatch(/^HTTP\/1\.1 503/);
      expect(refused).toMatch(/\r\nconnection: close\r\n/i);
      expect(refused).toContain(JSON.stringify(translate('app.errors.api.shuttingDown')));
    } finally {
      release.resolve();
      await t.close();
    }
  });
});
