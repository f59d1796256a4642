import { z } from './zod';

// The response envelopes, `{ success, data }` and the error one: the server declares its routes with
// them, the browser reads its answers by their inferred types.

export const errorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
    /** A machine-readable reason where the browser must react to it, e.g. ACCESS_GATE_REQUIRED. */
    code: z.string().optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'ErrorEnvelope' });
/** The error envelope of every failed request. */
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
export interface SuccessEnvelope<T> {
  success: true;
  data: T;
}

export const accessStatusSchema = z.object({ verified: z.boolean() });
export type AccessStatus = z.infer<typeof accessStatusSchema>;

export const healthStatusSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  uptimeSeconds: z.number().int(),
});
export type HealthStatus = z.infer<typeof healthStatusSchema>;
