import { createHash } from 'node:crypto';

// What makes two requests with one Idempotency-Key "the same request": the method, the route pattern (not
// the URL as typed), its params and query, and the JSON body with object keys in sorted order, so a client
// that serialises its fields in another order on a retry is still recognised.

/** JSON with every object's keys sorted; undefined members are left out, as JSON.stringify does. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  const members = Object.keys(value)
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
  return `{${members.join(',')}}`;
}

export interface RequestShape {
  method: string;
  route: string;
  params: unknown;
  query: unknown;
  body: unknown;
}

/** SHA-256 (hex) of the request's shape. */
export function requestFingerprint({ method, route, params, query, body }: RequestShape): string {
  const shape = canonicalJson([method.toUpperCase(), route, params ?? {}, query ?? {}, body ?? null]);
  return createHash('sha256').update(shape).digest('hex');
}
