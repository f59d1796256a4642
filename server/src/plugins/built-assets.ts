import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { matchesEtag } from '../http/etag';
import { weakEtagOf } from '../http/versioned-cache';
import { memoisedPreferredCoding } from './compression';
import { DOCUMENT_ONLY_HEADERS } from './security';

// The browser app's hashed files (dist/assets), answered from memory. A signed-in page loads 40 to 90 of
// them; read from disk by @fastify/static, each cost the server about 0.9 ms of CPU (a directory listing to
// check the name's spelling, a stat for each compressed twin, a file stream), so one page's scripts kept a
// core busy for some 50 ms and queued behind each other on the browser's six connections. A file's name
// changes with its content, so what is read once never goes stale; a name not yet seen is looked up on disk,
// so a rebuild while the server runs is served too.

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A hashed file's name as the build writes it: no directory part, no leading dot. */
const ASSET_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
/** The directory is listed again for a name it lacked at most this often (a rebuild adds names). */
const RELIST_AFTER_MS = 1_000;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** One file of the build, in each coding the build wrote it. */
interface BuiltAsset {
  contentType: string;
  /** A script or a stylesheet: the page that loads it applies its own policies to it. */
  subresource: boolean;
  etag: string;
  lastModified: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function readAsset(file: string): Promise<BuiltAsset> {
  const [identity, br, gzip, stats] = await Promise.all([
    readFile(file),
    readIfPresent(`${file}.br`),
    readIfPresent(`${file}.gz`),
    stat(file),
  ]);
  const extension = path.extname(file).toLowerCase();
  return {
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    subresource: extension === '.js' || extension === '.css',
    etag: weakEtagOf(identity),
    lastModified: stats.mtime.toUTCString(),
    identity,
    br,
    gzip,
  };
}

export interface BuiltAssetOptions {
  /** Whether .map files are served. */
  sourceMaps: boolean;
  /** The clock of the listing's age (tests move it). */
  now?: () => number;
}

/** The files of `assetsDir` by name, read when first asked for; null for a name the build did not write. */
export function builtAssetStore(assetsDir: string, { sourceMaps, now = Date.now }: BuiltAssetOptions) {
  const assets = new Map<string, Promise<BuiltAsset>>();
  let listing: Promise<Set<string>> | undefined;
  let listedAt = 0;

  /** The directory's file names, exactly as spelled on disk (a case-insensitive disk must not alias). */
  const listed = async (name: string): Promise<boolean> => {
    const stale = now() - listedAt >= RELIST_AFTER_MS;
    if (!listing || (stale && !(await listing).has(name))) {
      listedAt = now();
      listing = readdir(assetsDir).then(
        (names) => new Set(names),
        () => new Set<string>(),
      );
    }
    return (await listing).has(name);
  };

  return async function find(name: string): Promise<BuiltAsset | null> {
    if (!ASSET_NAME.test(name) || name.includes('..')) return null;
    if (!sourceMaps && name.endsWith('.map')) return null;
    // The twins are sent in place of their file, never asked for by name.
    if (name.endsWith('.br') || name.endsWith('.gz')) return null;
    let asset = assets.get(name);
    if (!asset) {
      if (!(await listed(name))) return null;
      asset = readAsset(path.join(assetsDir, name));
      assets.set(name, asset);
      // A file that vanished between the listing and the read is asked for again next time.
      asset.catch(() => assets.delete(name));
    }
    return asset;
  };
}

/**
 * GET and HEAD /assets/<name>: the file in the best coding the browser accepts, cached for a year as
 * immutable, 304 for a matching If-None-Match; an unknown name goes to the not-found handler.
 */
export function serveBuiltAssets(app: FastifyInstance, assetsDir: string, options: BuiltAssetOptions) {
  const find = builtAssetStore(assetsDir, options);
  const codingOf = memoisedPreferredCoding();
  app.get<{ Params: { '*': string } }>('/assets/*', async (request, reply) => {
    const asset = await find(request.params['*']);
    if (!asset) return reply.callNotFound();
    reply
      .header('cache-control', IMMUTABLE)
      .header('etag', asset.etag)
      .header('last-modified', asset.lastModified)
      .header('vary', 'accept-encoding')
      .type(asset.contentType);
    if (asset.subresource) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    if (matchesEtag(request.headers['if-none-match'], asset.etag)) return reply.code(304).send();
    const coding = codingOf(request.headers['accept-encoding']);
    const compressed = coding ? asset[coding] : undefined;
    if (!coding || !compressed) return reply.send(asset.identity);
    return reply.header('content-encoding', coding).send(compressed);
  });
}
