import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Role } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { PermissionChips } from './PermissionChips';
import { canDelete } from './roleRules';

const t = messages.roleAdmin;

interface RolesTableProps {
  roles: Role[];
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
}

function RoleName({ role }: { role: Role }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{role.name}</span>
      {role.builtIn ? <Chip label={t.builtIn} size="small" color="secondary" /> : null}
    </Stack>
  );
}

/** Every role with its permissions and member count; built-in roles cannot be deleted. */
export function RolesTable({ roles, onEdit, onDelete }: RolesTableProps) {
  return (
    <TableContainer>
      <Table aria-label={t.tableLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{t.columns.name}</TableCell>
            <TableCell>{t.columns.description}</TableCell>
            <TableCell>{t.columns.permissions}</TableCell>
            <TableCell align="right">{t.columns.members}</TableCell>
            <TableCell align="right">{t.columns.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {roles.map((role) => (
            <TableRow key={role.id}>
              <TableCell>
                <RoleName role={role} />
              </TableCell>
              <TableCell>{role.description}</TableCell>
              <TableCell>
                <PermissionChips permissions={role.permissions} />
              </TableCell>
              <TableCell align="right">{role.memberCount}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton aria-label={t.edit(role.name)} onClick={() => onEdit(role)}>
                  <EditIcon />
                </IconButton>
                <IconButton
                  aria-label={t.delete(role.name)}
                  disabled={!canDelete(role)}
                  onClick={() => onDelete(role)}
                >
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
