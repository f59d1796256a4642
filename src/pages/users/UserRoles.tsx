import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { AdminUser, Role } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { useAllRoles } from '../../resources/roles/useAllRoles';
import { RoleChips } from './RoleChips';
import { useRoleActions } from './useUserActions';

const t = messages.userAdmin;

function AssignRole({
  roles,
  onAssign,
  busy,
}: {
  roles: Role[];
  onAssign: (role: Role) => void;
  busy: boolean;
}) {
  const [roleId, setRoleId] = useState('');
  const chosen = roles.find((role) => String(role.id) === roleId);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        select
        size="small"
        label={t.roleToAssign}
        value={chosen ? roleId : ''}
        onChange={(event) => setRoleId(event.target.value)}
        sx={{ minWidth: 220 }}
      >
        {roles.map((role) => (
          <MenuItem key={role.id} value={String(role.id)}>
            {role.name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        disabled={!chosen || busy}
        onClick={() => {
          if (chosen) onAssign(chosen);
          setRoleId('');
        }}
      >
        {t.assign}
      </Button>
    </Stack>
  );
}

/** manage:roles: the user's roles, each removable, and the roles they may still be given. */
export function UserRoles({ user }: { user: AdminUser }) {
  const roles = useAllRoles();
  const { assign, remove, busy } = useRoleActions(user.id);
  if (roles.isError) return <Alert severity="error">{messages.users.fetchUserDataFailed}</Alert>;
  const catalogue = roles.data ?? [];
  const byName = (name: string) => catalogue.find((role) => role.name === name);
  const onRemove = (name: string) => {
    const role = byName(name);
    if (role) remove(role);
  };
  return (
    <Stack spacing={2}>
      <RoleChips roles={user.roles} onRemove={onRemove} disabled={busy || roles.isPending} />
      <AssignRole
        roles={catalogue.filter((role) => !user.roles.includes(role.name))}
        onAssign={assign}
        busy={busy}
      />
    </Stack>
  );
}
