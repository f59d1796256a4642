import { createHash } from 'node:crypto';

// Standings tables as served, kept per (season, division) with the season's standings version they were
// computed at (schema/standings-versions.ts). A table of 500 teams with 10,000 results takes a few hundred
// times longer to compute than the version takes to read, and is read far more often than results change.

export interface ServedStandings {
  /** The JSON envelope, serialised once. */
  body: string;
  etag: string;
}

interface Entry extends ServedStandings {
  version: number;
}

export class StandingsCache {
  // A Map keeps insertion order: re-inserting on use makes the first key the least recently used.
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly capacity = 256) {}

  /** The table cached for `key` if it was computed at `version`, else null. */
  get(key: string, version: number): ServedStandings | null {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return null;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, version: number, body: string): ServedStandings {
    const entry = { version, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }
}
