import { messages } from '@domain/messages';
import { httpError } from '@server/http/http-error';

const m = messages.idempotency;

export const idempotencyErrors = {
  keyInvalid: () =>
    httpError(400, m.keyInvalid, {
      code: 'IDEMPOTENCY_KEY_INVALID',
      errors: { 'idempotency-key': m.keyInvalid },
    }),
  keyReused: () => httpError(422, m.keyReused, { code: 'IDEMPOTENCY_KEY_REUSED' }),
  /** The IETF draft's answer to a retry while the first request with the key is still running. */
  inProgress: (retryAfterSeconds: number) =>
    httpError(409, m.inProgress, {
      code: 'IDEMPOTENCY_KEY_IN_PROGRESS',
      headers: { 'retry-after': String(retryAfterSeconds) },
    }),
};
