// Every write the app sends carries an Idempotency-Key: a fresh one per submit, the same one on that submit's
// retries, so the server carries out one click once however often the request reaches it.

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const KEYED_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** A random UUID; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The request with a fresh key when it is a write without one; other requests unchanged. */
export function withIdempotencyKey(options: RequestInit): RequestInit {
  if (!KEYED_METHODS.has((options.method ?? 'GET').toUpperCase())) return options;
  const headers = new Headers(options.headers);
  if (headers.has(IDEMPOTENCY_KEY_HEADER)) return options;
  headers.set(IDEMPOTENCY_KEY_HEADER, newIdempotencyKey());
  return { ...options, headers };
}
