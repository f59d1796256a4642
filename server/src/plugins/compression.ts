import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { matchesEtag } from '../http/etag';
import { weakEtagOf } from '../http/versioned-cache';
import { LruMap } from '../lru-map';
import { isApiPath } from './route-access';

// Conditional requests and compression for the API's JSON answers to GET: every such answer
// carries an ETag (the route's own, else a weak one of the body) and an If-None-Match naming it gets 304
// with no body; a body of COMPRESS_MIN_BYTES or more goes br or gzip when the client accepts one. The
// compressed bytes are kept by ETag, so a list served from a cache (teams, standings) is compressed once
// per version, not once per request. Streams (the live view's text/event-stream) pass untouched.

export const COMPRESS_MIN_BYTES = 1024;
const KEPT_BODIES = 64;

type Coding = 'br' | 'gzip';
const compressors: Record<Coding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5 of 11: most of brotli's gain at a small part of its cost, for the answers not kept.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/** The coding to answer with: br, else gzip, when Accept-Encoding allows it (q=0 refuses). */
export function preferredCoding(acceptEncoding: string | undefined): Coding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: Coding) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  if (weightOf('br') > 0 && weightOf('br') >= weightOf('gzip')) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return null;
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('application/json');
}

/** preferredCoding of the few Accept-Encoding values clients send, worked out once each. */
export function memoisedPreferredCoding(): (acceptEncoding: string | undefined) => Coding | null {
  const known = new Map<string, Coding | null>();
  return (acceptEncoding) => {
    if (!acceptEncoding) return null;
    let coding = known.get(acceptEncoding);
    if (coding === undefined) {
      coding = preferredCoding(acceptEncoding);
      if (known.size >= 64) known.clear();
      known.set(acceptEncoding, coding);
    }
    return coding;
  };
}

export const compressionPlugin = fp(
  async (app) => {
    // Compressed bodies by coding and ETag.
    const kept = new LruMap<string, Buffer>(KEPT_BODIES);
    const compress = async (coding: Coding, key: string, body: Buffer): Promise<Buffer> => {
      const bytes = await compressors[coding](body);
      kept.set(key, bytes);
      return bytes;
    };
    const codingOf = memoisedPreferredCoding();
    /** The answer depends on Accept-Encoding, and is sent in `coding` when there is one. */
    const varyByCoding = (reply: FastifyReply, coding: Coding | null) => {
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      if (coding) reply.header('content-encoding', coding);
    };

    // A callback, not a promise: every answer passes it, and a kept one leaves without waiting a turn.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return done(null, payload);
      // The browser app's files come compressed by the build (plugins/built-assets.ts), or not at all.
      if (!isApiPath(request.url)) return done(null, payload);
      if (reply.statusCode !== 200 || !isJson(reply.getHeader('content-type'))) return done(null, payload);
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
      let etag = reply.getHeader('etag');
      if (typeof etag !== 'string') {
        etag = weakEtagOf(payload);
        reply.header('etag', etag);
      }
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        reply.code(304).removeHeader('content-type');
        return done(null, null);
      }
      const coding = codingOf(request.headers['accept-encoding']);
      const key = coding && `${coding} ${etag}`;
      // A kept answer was at least COMPRESS_MIN_BYTES: no need to encode the body again to know.
      const hit = key ? kept.get(key) : undefined;
      if (coding && hit) {
        varyByCoding(reply, coding);
        return done(null, hit);
      }
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      if (body.length < COMPRESS_MIN_BYTES) return done(null, payload);
      varyByCoding(reply, coding);
      if (!coding || !key) return done(null, payload);
      compress(coding, key, body).then((bytes) => done(null, bytes), done);
    });
  },
  { name: 'compression' },
);
