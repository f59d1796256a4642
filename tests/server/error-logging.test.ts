import { httpError } from '@server/http/http-error';
import { errorsPlugin } from '@server/plugins/errors';
import Fastify from 'fastify';
import { expect, it } from 'vitest';

// A 5xx the server answers on purpose (a service not configured, a game server that did not answer) is logged
// as one info line with its code and reason; an unexpected failure is logged as an error with its stack.

interface LogLine {
  level: number;
  msg: string;
  code?: string;
  reason?: string;
  err?: { stack?: string };
}

async function logOf(route: () => never): Promise<LogLine[]> {
  const lines: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
  await app.register(errorsPlugin);
  app.get('/probe', async () => route());
  await app.inject({ method: 'GET', url: '/probe' });
  await app.close();
  return lines
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => /request (refused|failed)/.test(line.msg));
}

it('logs a deliberate 503 at info, with its code and reason and no stack', async () => {
  const [line] = await logOf(() => {
    throw httpError(503, 'Discord is not configured on this server.', { code: 'DISCORD_NOT_CONFIGURED' });
  });
  expect(line).toMatchObject({
    level: 30,
    code: 'DISCORD_NOT_CONFIGURED',
    reason: 'Discord is not configured on this server.',
  });
  expect(line.err).toBeUndefined();
});

it('logs an unexpected failure at error, with its stack', async () => {
  const [line] = await logOf(() => {
    throw new Error('boom');
  });
  expect(line).toMatchObject({ level: 50, msg: 'request failed' });
  expect(line.err?.stack).toContain('boom');
});
