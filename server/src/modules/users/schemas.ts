import type { z } from 'zod';
import { userSchema } from '../../../../domain/users';

export { userSchema };

/** The User the API sends: discordID and discordUsername are always present (null when not linked). */
export type ApiUser = z.infer<typeof userSchema>;
