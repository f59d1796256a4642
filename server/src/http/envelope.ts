import { errorEnvelopeSchema } from '@domain/envelope';

// The response envelopes, `{ success, data }` and the error one (domain/envelope.ts), as route
// declarations use them.

export type { ErrorEnvelope as ErrorBody } from '@domain/envelope';
export { errorEnvelopeSchema, successEnvelope } from '@domain/envelope';

/** Declared on every route so the documentation shows the failure shape. */
export const errorResponses = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema } as const;
