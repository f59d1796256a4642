import { successEnvelope } from './envelope';
import { userSchema } from './users';
import { z } from './zod';

// The answers of the auth calls (token, refresh token and user), which the authProvider reads.

const session = { token: z.string(), refreshToken: z.string(), user: userSchema };

/** Login and register answer { success, token, refreshToken, user }, outside the usual envelope. */
export const loginResponseSchema = z.object({ success: z.literal(true), ...session });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Refresh answers { success, data: { token, refreshToken, user } }. */
export const refreshResponseSchema = successEnvelope(z.object(session));
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;
