import { adminUserSchema } from '@domain/users';
import { userIdParamSchema } from '@domain/validation';
import { listQuerySchema } from '@server/http/list-params';
import { idSchema } from '@server/http/params';
import { z } from 'zod';

export { adminUserSchema };

/** The AdminUser the API sends: discordID and discordUsername are always present (null when not linked). */
export type ApiAdminUser = z.infer<typeof adminUserSchema>;

const searchText = z.string().trim().max(100);

export const userListQuery = listQuerySchema(
  ['id', 'displayName', 'email', 'createdAt'],
  z.object({ q: searchText.optional() }),
);

export const userSearchQuery = z.object({ query: searchText.default('') });

export const userRoleParams = userIdParamSchema.extend({ roleId: idSchema });
