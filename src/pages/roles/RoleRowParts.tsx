import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Role } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { canDelete } from './roleRules';

const t = messages.roleAdmin;

/** What the roles table and the roles list need from the page. */
export interface RoleRowsProps {
  roles: Role[];
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
}

/** A role's name and, for a built-in role, its badge. */
export function RoleName({ role }: { role: Role }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{role.name}</span>
      {role.builtIn ? <Chip label={t.builtIn} size="small" color="secondary" /> : null}
    </Stack>
  );
}

/** Edit and Delete for one role; built-in roles cannot be deleted. */
export function RoleActions({
  role,
  onEdit,
  onDelete,
}: { role: Role } & Pick<RoleRowsProps, 'onEdit' | 'onDelete'>) {
  return (
    <>
      <IconButton aria-label={t.edit(role.name)} onClick={() => onEdit(role)}>
        <EditIcon />
      </IconButton>
      <IconButton aria-label={t.delete(role.name)} disabled={!canDelete(role)} onClick={() => onDelete(role)}>
        <DeleteIcon />
      </IconButton>
    </>
  );
}
