import { z } from './zod';

// The user records the API sends: whatever is not listed here never leaves the server.

/** A user account. discordID and discordUsername are null until a Discord account is linked. */
export const userSchema = z
  .object({
    id: z.number().int(),
    displayName: z.string(),
    email: z.string(),
    discordID: z.string().nullable(),
    discordUsername: z.string().nullable(),
    /** False for an account created through Discord until its player sets a password. */
    hasPassword: z.boolean(),
    /** Whether the owner opened the link that confirms `email`. */
    emailVerified: z.boolean(),
    /** A new address waiting for its confirmation link to be opened; `email` stays until then. */
    pendingEmail: z.string().nullable(),
    roles: z.array(z.string()),
    permissions: z.array(z.string()),
    createdAt: z.string(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** A user as the user-management screens see them, with their team when they belong to one. */
export const adminUserSchema = userSchema
  .extend({ team: z.object({ id: z.number().int(), name: z.string() }).nullable() })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;
