import type { AdminUser, Role } from '@domain/api';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useAllRoles } from '../roles/useAllRoles';
import { useUserRoleChanges } from './queries';
import { RoleChips } from './RoleChips';

function AssignRole({
  roles,
  onAssign,
  busy,
}: {
  roles: Role[];
  onAssign: (role: Role) => void;
  busy: boolean;
}) {
  const translate = useTranslate();
  const [roleId, setRoleId] = useState('');
  const chosen = roles.find((role) => String(role.id) === roleId);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        select
        size="small"
        label={translate('resources.users.roles.toAssign')}
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
        {translate('resources.users.roles.assign')}
      </Button>
    </Stack>
  );
}

/** manage:roles: the user's roles, each removable, and the roles they may still be given. */
export function UserRoles({ user }: { user: AdminUser }) {
  const translate = useTranslate();
  const roles = useAllRoles();
  const { assign, remove, busy } = useUserRoleChanges(user.id);
  if (roles.isError) {
    return <Alert severity="error">{translate('resources.users.notifications.fetchUserDataFailed')}</Alert>;
  }
  const catalogue = roles.data ?? [];
  const onRemove = (name: string) => {
    const role = catalogue.find((candidate) => candidate.name === name);
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
