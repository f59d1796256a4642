import { createHash } from 'node:crypto';
import { LruMap } from '../lru-map';

// Answers as served, kept with the version of their data they were made at (a count the database bumps,
// e.g. schema/list-versions.ts): while the count has not moved the answer is current, and it is sent as
// the same string with the same ETag (and, by http/compression.ts, the same compressed bytes) again.

export interface ServedBody<Meta = undefined> {
  /** The JSON envelope, serialised once. */
  body: string;
  /** A weak ETag of the body. */
  etag: string;
  meta: Meta;
}

/** What the data was at: a count the database keeps, or one of its announcements heard. */
export type DataVersion = number | string;

interface Entry<Meta> extends ServedBody<Meta> {
  version: DataVersion;
}

/** A weak ETag of a serialised body (the same bytes, whatever the content coding). */
export function weakEtagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** An answer served as it is, kept nowhere. */
export function servedBody<Meta>(body: string, meta: Meta): ServedBody<Meta> {
  return { body, etag: weakEtagOf(body), meta };
}

export class VersionedCache<Meta = undefined> {
  private readonly entries: LruMap<string, Entry<Meta>>;

  constructor(capacity = 256) {
    this.entries = new LruMap(capacity);
  }

  /** The answer cached for `key` if it was made at `version`, else null. */
  get(key: string, version: DataVersion): ServedBody<Meta> | null {
    const entry = this.entries.get(key);
    return entry?.version === version ? entry : null;
  }

  set(key: string, version: DataVersion, body: string, meta: Meta): ServedBody<Meta> {
    const entry = { version, ...servedBody(body, meta) };
    this.entries.set(key, entry);
    return entry;
  }
}
