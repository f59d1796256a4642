import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import type { Role } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import type { RolePayload } from '../../resources/user-admin/userAdminApi';
import { PermissionPicker } from './PermissionPicker';
import { canEditPermissions, canRename } from './roleRules';

const t = messages.roleAdmin;

interface RoleFormDialogProps {
  /** The role to edit, or null to create one. */
  role: Role | null;
  busy: boolean;
  onSubmit: (payload: Partial<RolePayload>) => void;
  onClose: () => void;
}

/** Only what may change is sent: a built-in role keeps its name, the Admin role its permissions. */
function changeablePart(role: Role | null, payload: RolePayload): Partial<RolePayload> {
  return {
    ...(canRename(role) ? { name: payload.name } : {}),
    description: payload.description,
    ...(canEditPermissions(role) ? { permissions: payload.permissions } : {}),
  };
}

/** Create a role or edit one: name, description and permissions from the catalogue. Mount it to open it. */
export function RoleFormDialog({ role, busy, onSubmit, onClose }: RoleFormDialogProps) {
  const titleId = useId();
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [permissions, setPermissions] = useState<string[]>(role?.permissions ?? []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payload = { name: name.trim(), description: description.trim() || null, permissions };
    onSubmit(changeablePart(role, payload));
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{role ? t.editTitle(role.name) : t.create}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t.name}
              value={name}
              onChange={(event) => setName(event.target.value)}
              disabled={!canRename(role)}
              helperText={canRename(role) ? undefined : t.builtInNameNote}
              required
            />
            <TextField
              label={t.description}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              multiline
            />
            <PermissionPicker
              value={permissions}
              onChange={setPermissions}
              disabled={!canEditPermissions(role)}
              note={canEditPermissions(role) ? undefined : t.adminPermissionsNote}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button type="submit" variant="contained" loading={busy} disabled={!name.trim()}>
            {t.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
