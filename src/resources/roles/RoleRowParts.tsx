import type { Role } from '@domain/api';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { canDelete } from './roleModel';

/** What a row's Edit and Delete buttons open: the list's dialogs. */
export interface RoleRowActions {
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
}

/** A role's name and, for a built-in role, its badge. */
export function RoleName({ role }: { role: Role }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{role.name}</span>
      {role.builtIn ? (
        <Chip label={translate('resources.roles.builtIn')} size="small" color="secondary" />
      ) : null}
    </Stack>
  );
}

/** Edit and Delete for one role; built-in roles cannot be deleted. */
export function RoleActions({ role, onEdit, onDelete }: { role: Role } & RoleRowActions) {
  const translate = useTranslate();
  return (
    <>
      <IconButton
        aria-label={translate('resources.roles.action.edit', { name: role.name })}
        onClick={() => onEdit(role)}
      >
        <EditIcon />
      </IconButton>
      <IconButton
        aria-label={translate('resources.roles.action.delete', { name: role.name })}
        disabled={!canDelete(role)}
        onClick={() => onDelete(role)}
      >
        <DeleteIcon />
      </IconButton>
    </>
  );
}
