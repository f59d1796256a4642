/**
 * Milliseconds a Retry-After header value asks a client to wait (RFC 9110: delay-seconds or an HTTP
 * date), or null when there is none or it cannot be read.
 */
export function retryAfterMs(value: string | null, now: number): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
