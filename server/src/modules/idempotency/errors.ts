import { translate } from '@domain/i18n';
import { httpError } from '@server/http/http-error';

export const idempotencyErrors = {
  keyInvalid: () =>
    httpError(400, translate('app.errors.idempotency.keyInvalid'), {
      code: 'IDEMPOTENCY_KEY_INVALID',
      errors: { 'idempotency-key': translate('app.errors.idempotency.keyInvalid') },
    }),
  keyReused: () =>
    httpError(422, translate('app.errors.idempotency.keyReused'), { code: 'IDEMPOTENCY_KEY_REUSED' }),
  /** The IETF draft's answer to a retry while the first request with the key is still running. */
  inProgress: (retryAfterSeconds: number) =>
    httpError(409, translate('app.errors.idempotency.inProgress'), {
      code: 'IDEMPOTENCY_KEY_IN_PROGRESS',
      headers: { 'retry-after': String(retryAfterSeconds) },
    }),
};
