import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { translate } from '@domain/i18n';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from './envelope';

// Answers Fastify and Node write before any route runs are in the envelope too: a path parameter
// beyond the router's limit (414), a URL that does not decode (400), and at the socket level headers beyond
// Node's limit (431), a request that timed out (408) or bytes that are not HTTP (400).

const FRAMEWORK_ANSWERS: Record<string, { status: number; message: string; code: string }> = {
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    message: translate('app.errors.protection.urlTooLong'),
    code: 'URL_TOO_LONG',
  },
  FST_ERR_BAD_URL: { status: 400, message: translate('app.errors.api.invalidInput'), code: 'BAD_URL' },
};

/** Fastify's frameworkErrors option: router failures as the envelope. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = FRAMEWORK_ANSWERS[error.code] ?? {
    status: 400,
    message: translate('app.errors.api.invalidInput'),
    code: 'BAD_REQUEST',
  };
  const body: ErrorBody = {
    success: false,
    message: answer.message,
    code: answer.code,
    requestId: request.id,
  };
  return reply.code(answer.status).send(body);
}

const SOCKET_ANSWERS: Record<string, { status: number; reason: string; message: string; code: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: translate('app.errors.protection.headersTooLarge'),
    code: 'HEADERS_TOO_LARGE',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    message: translate('app.errors.api.invalidInput'),
    code: 'REQUEST_TIMEOUT',
  },
};

/** Fastify's clientErrorHandler option: the raw HTTP answer to a request Node could not parse. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = (error.code && SOCKET_ANSWERS[error.code]) || {
    status: 400,
    reason: 'Bad Request',
    message: translate('app.errors.api.invalidInput'),
    code: 'BAD_REQUEST',
  };
  const body = JSON.stringify({
    success: false,
    message: answer.message,
    code: answer.code,
    requestId: randomUUID(),
  } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${answer.reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
