import type { Role } from '@domain/api';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'ra-core';
import { LoadState } from '@/components/LoadState';
import { PermissionChips } from './PermissionChips';
import { RoleActions, RoleName, type RoleRowActions } from './RoleRowParts';

/**
 * Phones: the list's page of roles as react-admin's SimpleList lays a list out, one row per role: name and
 * badge, description and members, then the permissions (chips, which SimpleList's text slots cannot
 * hold), with Edit and Delete at the row's end.
 */
export function RolesSimpleList({ onEdit, onDelete }: RoleRowActions) {
  const translate = useTranslate();
  const { data, isPending } = useListContext<Role>();
  const roles = data ?? [];
  return (
    <LoadState loading={isPending} error={null}>
      {roles.length === 0 ? (
        <Typography sx={{ p: 2 }}>{translate('resources.roles.empty')}</Typography>
      ) : null}
      <List aria-label={translate('resources.roles.tableLabel')} disablePadding>
        {roles.map((role) => (
          <ListItem key={role.id} divider sx={{ alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <RoleName role={role} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {role.description ? `${role.description} · ` : null}
                {translate('resources.roles.members', { smart_count: role.memberCount })}
              </Typography>
              <Box sx={{ mt: 1 }}>
                <PermissionChips permissions={role.permissions} />
              </Box>
            </Box>
            <Box sx={{ display: 'flex', flexShrink: 0 }}>
              <RoleActions role={role} onEdit={onEdit} onDelete={onDelete} />
            </Box>
          </ListItem>
        ))}
      </List>
    </LoadState>
  );
}
