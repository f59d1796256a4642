import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { messages } from '../../../domain/messages';
import { PermissionChips } from './PermissionChips';
import { RoleActions, RoleName, type RoleRowsProps } from './RoleRowParts';

const t = messages.roleAdmin;

/** Every role with its permissions and member count; built-in roles cannot be deleted. */
export function RolesTable({ roles, onEdit, onDelete }: RoleRowsProps) {
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
                <RoleActions role={role} onEdit={onEdit} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
