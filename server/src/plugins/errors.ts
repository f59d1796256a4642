import { translate } from '@domain/i18n';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';
import type { ErrorBody } from '../http/envelope';
import { HttpError } from '../http/http-error';

// Every failure leaves as the `{ success: false, message, ... }` error envelope with the right status;
// nothing unexpected leaks.

const TEXT_BY_STATUS: Record<number, string> = {
  400: translate('app.errors.api.invalidInput'),
  401: translate('app.errors.api.unauthenticated'),
  403: translate('app.errors.api.forbidden'),
  404: translate('app.errors.api.notFound'),
  413: translate('app.errors.api.bodyTooLarge'),
  415: translate('app.errors.api.unsupportedMediaType'),
  429: translate('app.errors.api.rateLimited'),
  503: translate('app.errors.api.unavailable'),
};

const MALFORMED_BODY_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

export function envelope(
  request: FastifyRequest,
  message: string,
  extra: Partial<ErrorBody> = {},
): ErrorBody {
  return { success: false, message, ...extra, requestId: request.id };
}

/** One text per field path; the first issue of a field wins, as forms show one message per field. */
function fieldErrors(error: FastifyError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const field =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
    errors[field] ??= issue.message ?? translate('app.errors.api.invalidInput');
  }
  return errors;
}

function describe(error: FastifyError, request: FastifyRequest): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: envelope(request, error.message, { code: error.code, errors: error.errors }),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrors(error);
    const first = error.validation[0]?.message ?? translate('app.errors.api.invalidInput');
    return { status: 400, body: envelope(request, first, { errors, code: 'INVALID_INPUT' }) };
  }
  if (error.code && MALFORMED_BODY_CODES.has(error.code)) {
    return {
      status: 400,
      body: envelope(request, translate('app.errors.api.malformedJson'), { code: 'MALFORMED_JSON' }),
    };
  }
  if (isDatabaseUnavailable(error)) {
    const text = translate('app.errors.faults.databaseUnavailable');
    return { status: 503, body: envelope(request, text, { code: 'DATABASE_UNAVAILABLE' }) };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return {
      status,
      body: envelope(request, TEXT_BY_STATUS[status] ?? translate('app.errors.api.invalidInput')),
    };
  }
  return {
    status: status === 503 ? 503 : 500,
    body: envelope(
      request,
      status === 503 ? translate('app.errors.api.unavailable') : translate('app.errors.api.internal'),
    ),
  };
}

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = describe(error, request);
      if (error instanceof HttpError && error.headers) reply.headers(error.headers);
      // A refusal the server chose (a 503 "Discord is not configured", a 504 from a silent game server) is an
      // answer, not a fault: one info line with its code and message. Anything else at 5xx is a fault, with
      // its stack.
      if (status >= 500 && error instanceof HttpError)
        request.log.info(
          { requestId: request.id, status, code: error.code, reason: error.message },
          'request refused',
        );
      else if (status >= 500) request.log.error({ err: error, requestId: request.id }, 'request failed');
      return reply.code(status).send(body);
    });
  },
  { name: 'errors' },
);
