import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { messages } from '../../../domain/messages';
import { PermissionChips } from './PermissionChips';
import { RoleActions, RoleName, type RoleRowsProps } from './RoleRowParts';

/**
 * Phones: the roles table as react-admin's SimpleList lays a list out, one row per role: name and
 * badge, description and members, then the permissions, with Edit and Delete at the row's end.
 */
export function RolesList({ roles, onEdit, onDelete }: RoleRowsProps) {
  return (
    <List aria-label={messages.roleAdmin.tableLabel} disablePadding>
      {roles.map((role) => (
        <ListItem key={role.id} divider sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <RoleName role={role} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {role.description ? `${role.description} · ` : null}
              {messages.smallScreen.roleMembers(role.memberCount)}
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
  );
}
