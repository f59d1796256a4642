import { translate } from './i18n';
import { PERMISSIONS, ROLES } from './permissions';
import { z } from './zod';

// The role payloads of the roles API: names, descriptions and permissions from the catalogue.
// Any other field sent along (id, builtIn, memberCount ...) is stripped.

export const ROLE_NAME_MIN = 2;
export const ROLE_NAME_MAX = 32;
export const ROLE_DESCRIPTION_MAX = 200;

export const roleNameSchema = z
  .string({ error: translate('resources.roles.nameRequired') })
  .trim()
  .min(1, translate('resources.roles.nameRequired'))
  .min(ROLE_NAME_MIN, translate('resources.roles.nameInvalid'))
  .max(ROLE_NAME_MAX, translate('resources.roles.nameInvalid'));

const descriptionSchema = z.string().trim().max(ROLE_DESCRIPTION_MAX).nullable();

export const rolePermissionsSchema = z.array(
  z.enum(PERMISSIONS, { error: translate('resources.roles.unknownPermission') }),
);

export const roleCreatePayloadSchema = z.object({
  name: roleNameSchema,
  description: descriptionSchema.optional(),
  permissions: rolePermissionsSchema,
});
export type RoleCreatePayload = z.output<typeof roleCreatePayloadSchema>;

export const roleUpdatePayloadSchema = z.object({
  name: roleNameSchema.optional(),
  description: descriptionSchema.optional(),
  permissions: rolePermissionsSchema.optional(),
});
export type RoleUpdatePayload = z.output<typeof roleUpdatePayloadSchema>;

/** A role as the API sends it. */
export const roleSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    builtIn: z.boolean(),
    description: z.string().nullable(),
    permissions: z.array(z.string()),
    memberCount: z.number().int(),
  })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof roleSchema>;

/** The built-in Admin role: it keeps every permission, and the last admin cannot lose it. */
export const isBuiltInAdminRole = (role: Pick<Role, 'builtIn' | 'name'>): boolean =>
  role.builtIn && role.name === ROLES.admin;
