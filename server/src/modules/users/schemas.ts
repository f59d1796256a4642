import { userSchema } from '@domain/users';
import type { z } from 'zod';

export { userSchema };

/** The User the API sends: discordID and discordUsername are always present (null when not linked). */
export type ApiUser = z.infer<typeof userSchema>;
