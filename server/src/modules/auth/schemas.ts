import { z } from 'zod';
import type { LoginResponse, RefreshResponse } from '../../../../domain/api';
import { successEnvelope } from '../../http/envelope';
import { userSchema } from '../users/schemas';

const session = { token: z.string(), refreshToken: z.string(), user: userSchema };

/** SPEC section 3: login answers { success, token, refreshToken, user }. */
export const loginResponseSchema = z.object({
  success: z.literal(true),
  ...session,
}) satisfies z.ZodType<LoginResponse>;

/** SPEC section 3: refresh answers { success, data: { token, refreshToken, user } }. */
export const refreshResponseSchema = successEnvelope(z.object(session)) satisfies z.ZodType<RefreshResponse>;
