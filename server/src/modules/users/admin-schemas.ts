import { z } from 'zod';
import type { AdminUser } from '../../../../domain/api';
import { userIdParamSchema } from '../../../../domain/validation';
import { listQuerySchema } from '../../http/list-params';
import { idSchema } from '../../http/params';
import { userSchema } from './schemas';

/** domain/api.ts AdminUser as a response schema. */
export const adminUserSchema = userSchema
  .extend({ team: z.object({ id: z.number().int(), name: z.string() }).nullable() })
  .meta({ id: 'AdminUser' }) satisfies z.ZodType<AdminUser>;

/** The AdminUser the API sends: discordID and discordUsername are always present (null when not linked). */
export type ApiAdminUser = z.infer<typeof adminUserSchema>;

const searchText = z.string().trim().max(100);

export const userListQuery = listQuerySchema(
  ['id', 'displayName', 'email', 'createdAt'],
  z.object({ q: searchText.optional() }),
);

export const userSearchQuery = z.object({ query: searchText.default('') });

export const userRoleParams = userIdParamSchema.extend({ roleId: idSchema });
