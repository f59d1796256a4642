import type { Role } from '@domain/api';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Datagrid, FunctionField, NumberField, TextField } from 'ra-ui-materialui';
import { PermissionChips } from './PermissionChips';
import { RoleActions, RoleName, type RoleRowActions } from './RoleRowParts';

/** From 600 px up: every role with its permissions and member count; columns label themselves. */
export function RolesTable({ onEdit, onDelete }: RoleRowActions) {
  const translate = useTranslate();
  return (
    <Datagrid
      aria-label={translate('resources.roles.tableLabel')}
      bulkActionButtons={false}
      rowClick={false}
      empty={<Typography sx={{ p: 2 }}>{translate('resources.roles.empty')}</Typography>}
    >
      <FunctionField<Role> source="name" render={(role) => <RoleName role={role} />} />
      <TextField source="description" sortable={false} emptyText="" />
      <FunctionField<Role>
        source="permissions"
        sortable={false}
        render={(role) => <PermissionChips permissions={role.permissions} />}
      />
      <NumberField source="memberCount" textAlign="right" />
      <FunctionField<Role>
        label="resources.roles.fields.actions"
        textAlign="right"
        sortable={false}
        sx={{ whiteSpace: 'nowrap' }}
        render={(role) => <RoleActions role={role} onEdit={onEdit} onDelete={onDelete} />}
      />
    </Datagrid>
  );
}
