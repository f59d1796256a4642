import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { recordResponse, startBareServer } from '../../bench/bare-server-process';

// The yardsticks the list budgets are measured against answer the recorded answer byte for byte, whichever
// server plays it back.

const recorded = {
  status: 200,
  headers: {
    'content-type': 'application/json; charset=utf-8',
    'content-encoding': 'gzip',
    etag: 'W/"abc"',
    'x-content-type-options': 'nosniff',
  },
  body: gzipSync(JSON.stringify({ success: true, data: [{ id: 1, name: 'Red Devils' }] })),
};

describe('the bare yardsticks', () => {
  for (const kind of ['node', 'fastify'] as const) {
    it(`${kind}: answers the recorded headers and bytes at the recorded path`, async () => {
      const server = await startBareServer(recorded, '/api/teams', kind);
      try {
        const replayed = await recordResponse(`${server.baseUrl}/api/teams?range=%5B0%2C24%5D`, {});
        expect(replayed.status).toBe(200);
        expect(replayed.headers).toMatchObject(recorded.headers);
        expect(replayed.body.equals(recorded.body)).toBe(true);
        expect((await recordResponse(`${server.baseUrl}/api/other`, {})).status).toBe(404);
      } finally {
        server.stop();
      }
    });
  }
});
