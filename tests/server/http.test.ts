import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { translate } from '@domain/i18n';
import { BODY_LIMIT_BYTES } from '@server/app';
import { loadConfig } from '@server/config';
import { DOCUMENT_ONLY_HEADERS, securityHeaders } from '@server/plugins/security';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenAt, signUp } from './helpers/api';
import { buildTestApp, type TestApp, temporaryDirectory } from './helpers/app';
import { databaseKinds } from './helpers/databases';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const INDEX_HTML = '<!doctype html><title>VR Paintball League</title><div id="root"></div>';
const APP_HTML =
  '<!doctype html><title>VR Paintball League</title><link rel="modulepreload" href="/assets/app-abc123.js"><div id="root"></div>';

const SCRIPT = `console.log(${JSON.stringify('paintball '.repeat(200))});`;

/** A stand-in for `dist/`: the landing page and the app's, one hashed script with its .br and .gz twins, its source map, a logo. */
async function writeBuiltApp(): Promise<string> {
  const staticDir = await temporaryDirectory('vrpl-dist-');
  const assets = path.join(staticDir, 'assets');
  await mkdir(assets);
  await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(staticDir, 'app.html'), APP_HTML);
  await writeFile(path.join(assets, 'index-abc123.js'), SCRIPT);
  await writeFile(path.join(assets, 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(assets, 'index-abc123.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(assets, 'index-abc123.js.map'), '{"version":3}');
  await writeFile(path.join(assets, 'logo-def456.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return staticDir;
}

describe.each(databaseKinds())('HTTP behaviour on %s', (kind) => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = await writeBuiltApp();
    t = await buildTestApp(kind, { options: { staticDir } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  const post = (url: string, payload: string | object, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

  describe('error envelope', () => {
    it('answers malformed JSON with 400', async () => {
      const response = await post('/api/auth/local/login', '{"email": ');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: translate('app.errors.api.malformedJson'),
        code: 'MALFORMED_JSON',
        requestId: response.headers['x-request-id'],
      });
    });

    it('answers missing fields with 400, the first message and one text per field', async () => {
      const response = await post('/api/auth/local/login', {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: translate('app.errors.api.fieldRequired'),
        errors: {
          email: translate('app.errors.api.fieldRequired'),
          password: translate('app.errors.api.fieldRequired'),
        },
      });
      const empty = await post('/api/auth/local/login', { email: '', password: '' });
      expect(empty.json()).toMatchObject({ message: translate('app.access.login.bothRequired') });
    });

    it('answers wrong types with 400 and never a 5xx', async () => {
      for (const payload of [
        { email: 5, password: true },
        [],
        'just a string',
        { refreshToken: { $ne: 1 } },
      ]) {
        const response = await post('/api/auth/local/login', JSON.stringify(payload));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
      }
      const body = await post('/api/auth/local/login', { email: 5, password: 'x' });
      expect(body.json().errors).toEqual({ email: translate('app.errors.api.invalidInput') });
    });

    it('answers a body over the limit with 413', async () => {
      const response = await post('/api/auth/local/login', {
        email: 'a@b.co',
        password: 'x'.repeat(BODY_LIMIT_BYTES),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        success: false,
        message: translate('app.errors.api.bodyTooLarge'),
      });
    });

    it('answers other content types with 415', async () => {
      const response = await post(
        '/api/auth/local/login',
        'email=a&password=b',
        'application/x-www-form-urlencoded',
      );
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        success: false,
        message: translate('app.errors.api.unsupportedMediaType'),
      });
      expect((await post('/api/auth/local/login', 'hello', 'text/plain')).statusCode).toBe(415);
    });

    it('answers an expired token with 401', async () => {
      const session = await signUp(t.app);
      const now = Math.floor(Date.now() / 1000);
      const expired = await accessTokenAt(t.dataDir, session, { issuedAt: now - 3600, expiresAt: now - 60 });
      const response = await t.app.inject({
        url: '/api/users/me',
        headers: { authorization: `Bearer ${expired}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        success: false,
        message: translate('app.errors.api.invalidToken'),
      });
      const forged = await t.app.inject({
        url: '/api/users/me',
        headers: { authorization: `Bearer ${session.token.slice(0, -4)}AAAA` },
      });
      expect(forged.statusCode).toBe(401);
    });

    it('answers unknown /api paths with the JSON 404 envelope', async () => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await t.app.inject({ method, url: '/api/no/such/thing?x=1' });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/application\/json/);
        expect(response.json()).toMatchObject({
          success: false,
          message: translate('app.errors.api.routeNotFound', { method, url: '/api/no/such/thing' }),
        });
      }
    });
  });

  describe('browser app', () => {
    it('serves index.html at / and app.html for client routes, uncached, with status 200', async () => {
      const pages = {
        '/': INDEX_HTML,
        '/dashboard': APP_HTML,
        '/admin/league-management': APP_HTML,
        '/no/such/page': APP_HTML,
      };
      for (const [url, page] of Object.entries(pages)) {
        const response = await t.app.inject({ url });
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(page);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    it('serves hashed assets with long immutable caching, in the coding the browser accepts', async () => {
      const asset = (acceptEncoding?: string) =>
        t.app.inject({
          url: '/assets/index-abc123.js',
          headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        });
      const plain = await asset();
      expect(plain.statusCode).toBe(200);
      expect(plain.body).toBe(SCRIPT);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.headers.vary).toBe('accept-encoding');

      const br = await asset('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
      const gzip = await asset('br;q=0, gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
      expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
      // Security headers as on every answer.
      expect(br.headers['x-content-type-options']).toBe('nosniff');

      const logo = await t.app.inject({
        url: '/assets/logo-def456.svg',
        headers: { 'accept-encoding': 'br' },
      });
      expect(logo.headers['content-type']).toBe('image/svg+xml');
      expect(logo.headers['content-encoding']).toBeUndefined();
      expect(logo.body).toContain('<svg');
    });

    it('answers a repeated asset 304 by its ETag, and HEAD without a body', async () => {
      const first = await t.app.inject({ url: '/assets/index-abc123.js' });
      const etag = String(first.headers.etag);
      const again = await t.app.inject({
        url: '/assets/index-abc123.js',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const head = await t.app.inject({ method: 'HEAD', url: '/assets/index-abc123.js' });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
    });

    it('answers 404 for a name the build did not write, a twin asked for by name, or a path out of assets', async () => {
      for (const url of [
        '/assets/missing-000.js',
        '/assets/index-abc123.js.br',
        '/assets/index-abc123.js.gz',
        '/assets/INDEX-ABC123.JS',
        '/assets/..%2findex.html',
        '/assets/..%2f..%2fpackage.json',
        '/assets/nested/index-abc123.js',
        '/assets/.hidden',
        '/assets/',
      ]) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('console.log');
        expect(response.body, url).not.toContain('<title>');
      }
    });

    it('serves source maps when SOURCE_MAPS is on (the default outside production)', async () => {
      const response = await t.app.inject({ url: '/assets/index-abc123.js.map' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('{"version":3}');
    });
  });

  describe('headers', () => {
    it('sends the strict security headers, on errors too', async () => {
      for (const url of ['/', '/api/health', '/api/nope']) {
        const response = await t.app.inject({ url });
        const csp = String(response.headers['content-security-policy']);
        for (const directive of [
          "default-src 'self'",
          "script-src 'self'",
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data:",
          "connect-src 'self'",
          "object-src 'none'",
          "base-uri 'none'",
          "frame-ancestors 'none'",
          "form-action 'self'",
        ]) {
          expect(csp).toContain(directive);
        }
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(response.headers['strict-transport-security']).toBeUndefined();
      }
    });

    it('leaves the document-only headers off the scripts, and keeps them on an image opened as a page', async () => {
      const script = await t.app.inject({ url: '/assets/index-abc123.js' });
      expect(script.statusCode).toBe(200);
      for (const name of DOCUMENT_ONLY_HEADERS) expect(script.headers[name], name).toBeUndefined();
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(script.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const revalidated = await t.app.inject({
        url: '/assets/index-abc123.js',
        headers: { 'if-none-match': String(script.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.headers['content-security-policy']).toBeUndefined();
      const image = await t.app.inject({ url: '/assets/logo-def456.svg' });
      expect(image.statusCode).toBe(200);
      for (const name of DOCUMENT_ONLY_HEADERS) expect(image.headers[name], name).toBeDefined();
    });

    it('adds HSTS behind HTTPS, the one header that depends on the configuration', () => {
      expect(securityHeaders(true)['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(securityHeaders(false)['strict-transport-security']).toBeUndefined();
    });

    it('gives every response a request id, and honours a sane incoming one', async () => {
      const response = await t.app.inject({ url: '/api/health' });
      expect(response.headers['x-request-id']).toMatch(UUID);
      const traced = await t.app.inject({ url: '/api/nope', headers: { 'x-request-id': 'lb-trace-0001' } });
      expect(traced.headers['x-request-id']).toBe('lb-trace-0001');
      expect(traced.json().requestId).toBe('lb-trace-0001');
      const hostile = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'a b<script>' } });
      expect(hostile.headers['x-request-id']).toMatch(UUID);
    });
  });

  it('reports health', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { status: 'ok', database: 'ok', uptimeSeconds: expect.any(Number) },
    });
  });

  it('publishes an OpenAPI document listing the routes, and the docs page', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const route of [
      '/api/auth/local/register',
      '/api/auth/local/login',
      '/api/auth/refresh-token',
      '/api/auth/logout',
    ]) {
      expect(document.paths[route]?.post).toBeDefined();
    }
    expect(document.paths['/api/users/me'].get).toBeDefined();
    // Only the flag saying whether a password is set; nothing of the password itself.
    expect(JSON.stringify(document.components.schemas.User).replaceAll('"hasPassword"', '')).not.toMatch(
      /password/i,
    );
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
  });
});

describe('production: no API explorer, no source maps unless configured', () => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = await writeBuiltApp();
    const production = loadConfig({ NODE_ENV: 'production' });
    t = await buildTestApp('pglite', {
      config: { apiDocs: production.apiDocs, sourceMaps: production.sourceMaps },
      options: { staticDir },
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('answers the explorer and its JSON with the 404 envelope, yet still builds the document', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
    }
    const document = t.app.swagger() as { paths: Record<string, unknown> };
    expect(document.paths['/api/auth/local/login']).toBeDefined();
  });

  it('answers a .map file 404 while the script itself is served', async () => {
    const map = await t.app.inject({ url: '/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('version');
    expect((await t.app.inject({ url: '/assets/index-abc123.js' })).statusCode).toBe(200);
  });
});
