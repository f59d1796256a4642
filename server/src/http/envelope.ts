import { z } from 'zod';

// The response envelopes of DESIGN section 3, as zod schemas for route declarations and OpenAPI.

export const errorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
    code: z.string().optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorBody = z.infer<typeof errorEnvelopeSchema>;

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** Declared on every route so the documentation shows the failure shape. */
export const errorResponses = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema } as const;
