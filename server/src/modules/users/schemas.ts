import { z } from 'zod';
import type { User } from '../../../../domain/api';

/** domain/api.ts User as a response schema: whatever is not listed here never leaves the server. */
export const userSchema = z
  .object({
    id: z.number().int(),
    displayName: z.string(),
    email: z.string(),
    discordID: z.string().nullable(),
    discordUsername: z.string().nullable(),
    roles: z.array(z.string()),
    permissions: z.array(z.string()),
    createdAt: z.string(),
  })
  .meta({ id: 'User' }) satisfies z.ZodType<User>;

/** The User the API sends: discordID and discordUsername are always present (null when not linked). */
export type ApiUser = z.infer<typeof userSchema>;
