import { errorEnvelopeSchema, type SuccessEnvelope } from '@domain/envelope';

// The response envelopes, `{ success, data }` and the error one (domain/envelope.ts), as route
// declarations and handlers use them.

export type { ErrorEnvelope as ErrorBody } from '@domain/envelope';
export { errorEnvelopeSchema, successEnvelope } from '@domain/envelope';

/** Declared on every route so the documentation shows the failure shape. */
export const errorResponses = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema } as const;

/** The success envelope around a handler's answer: `success` leads, then `data`. */
export function ok<T>(data: T): SuccessEnvelope<T> {
  return { success: true, data };
}

/** The success envelope with a sentence saying what the answer means (e.g. a change that now waits). */
export function okWithMessage<T>(data: T, message: string): SuccessEnvelope<T> & { message: string } {
  return { success: true, data, message };
}

/** The success flag followed by the answer's own fields: the sign-in answers, which predate the envelope. */
export function okFields<T extends object>(fields: T): { success: true } & T {
  return { success: true, ...fields };
}
