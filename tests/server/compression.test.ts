import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESS_MIN_BYTES, preferredCoding } from '@server/plugins/compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { buildTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { approvedTeam, type Player } from './helpers/teams';

// JSON answers to GET: an ETag on every one, 304 on If-None-Match, br or gzip from COMPRESS_MIN_BYTES when
// the client accepts it, never for the live view's event stream.

describe('the coding a client accepts', () => {
  it('prefers br, honours q=0 and *, and answers identity to nothing it knows', () => {
    expect(preferredCoding('gzip, deflate, br')).toBe('br');
    expect(preferredCoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredCoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('identity')).toBeNull();
    expect(preferredCoding('deflate')).toBeNull();
    expect(preferredCoding(undefined)).toBeNull();
  });
});

describe.each(databaseKinds())('compression and conditional GETs on %s', (kind) => {
  let t: TestApp;
  let admin: Player;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = await signUp(t.app);
    // Enough teams for a list well over the threshold.
    for (let index = 0; index < 3; index += 1) await approvedTeam(t.app, admin.token);
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin.token}`, ...headers } });

  it('compresses a large JSON answer with br or gzip as accepted, to the same JSON', async () => {
    const plain = await get('/api/teams');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await get('/api/teams', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);

    const gzip = await get('/api/teams', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves answers under the threshold and answers that are not JSON uncompressed', async () => {
    const small = await get('/api/users/me', { 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    const logoUrl = JSON.parse((await get('/api/teams')).body).data[0].logoUrl as string;
    const logo = await get(logoUrl, { 'accept-encoding': 'br' });
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['content-encoding']).toBeUndefined();
  });

  it('gives any JSON GET an ETag and answers 304 to it, and never a 304 to another user', async () => {
    const me = await get('/api/users/me');
    const etag = me.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await get('/api/users/me', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await signUp(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${other.token}`, 'if-none-match': etag },
    });
    expect(theirs.statusCode).toBe(200);
  });

  it('never compresses or buffers the live event stream', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/live?topics=sessions',
          headers: { authorization: `Bearer ${admin.token}`, 'accept-encoding': 'gzip, br' },
        },
        (response) => {
          // The first event arrives while the stream stays open: nothing waits for a whole body.
          response.once('data', () => {
            resolve(response.headers);
            request.destroy();
          });
        },
      );
      request.on('error', reject);
    });
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
  });
});
