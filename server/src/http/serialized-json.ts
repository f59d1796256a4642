import type { FastifyReply } from 'fastify';

/**
 * Sends a JSON answer serialised (and cached) ahead of time, as it is: Fastify sends a string unchanged,
 * without the route's response schema, so the route's tests check such bodies against that schema.
 * ETag, If-None-Match and compression are plugins/compression.ts's.
 */
export function sendSerializedJson(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
