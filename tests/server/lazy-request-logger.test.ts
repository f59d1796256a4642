import { Writable } from 'node:stream';
import { lazyRequestLogger } from '@server/http/lazy-request-logger';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';

// A request's logger binds its id, and is made only when the request writes a line at an enabled level.

function capturedLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level }, stream) as unknown as FastifyBaseLogger;
  return { logger, lines };
}

describe('the request logger', () => {
  it('writes nothing below the level, and a line with the request id at it', () => {
    const { logger, lines } = capturedLogger('warn');
    let children = 0;
    const child = logger.child.bind(logger);
    logger.child = (...args: Parameters<FastifyBaseLogger['child']>) => {
      children++;
      return child(...args);
    };
    const log = lazyRequestLogger(logger, { reqId: 'req-1' }, {});
    log.info('incoming request');
    log.debug({ detail: 1 }, 'details');
    expect(children).toBe(0);
    log.warn({ userId: 7 }, 'access denied');
    log.error('failed');
    expect(children).toBe(1);
    expect(lines).toMatchObject([
      { level: 40, reqId: 'req-1', userId: 7, msg: 'access denied' },
      { level: 50, reqId: 'req-1', msg: 'failed' },
    ]);
  });

  it('follows the server logger when its level changes', () => {
    const { logger, lines } = capturedLogger('warn');
    const log = lazyRequestLogger(logger, { reqId: 'req-2' }, {});
    expect(log.level).toBe('warn');
    logger.level = 'info';
    log.info('now written');
    expect(lines).toMatchObject([{ level: 30, reqId: 'req-2', msg: 'now written' }]);
  });

  it('takes a route of its own log level as pino would', () => {
    const { logger, lines } = capturedLogger('warn');
    const log = lazyRequestLogger(logger, { reqId: 'req-3' }, { level: 'debug' });
    log.debug('route detail');
    expect(log.level).toBe('debug');
    expect(lines).toMatchObject([{ level: 20, reqId: 'req-3', msg: 'route detail' }]);
  });
});
