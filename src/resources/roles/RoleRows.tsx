import type { Role } from '@domain/api';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { DataTable } from 'ra-ui-materialui';
import { ResponsiveList } from '@/components/ResponsiveList';
import { PermissionChips } from './PermissionChips';
import { RoleActions, RoleName, type RoleRowActions } from './RoleRowParts';

const Column = DataTable.Col<Role>;

/**
 * Every role with its permissions and member count, columns labelled from the resource's fields; on phones
 * the name and badge over the description, members and permissions. Edit and Delete end each row.
 */
export function RoleRows({ onEdit, onDelete }: RoleRowActions) {
  const translate = useTranslate();
  const actions = (role: Role) => <RoleActions role={role} onEdit={onEdit} onDelete={onDelete} />;
  return (
    <ResponsiveList<Role>
      label={translate('resources.roles.tableLabel')}
      primaryText={(role) => <RoleName role={role} />}
      secondaryText={(role) => (
        <>
          <span>
            {role.description ? `${role.description} · ` : null}
            {translate('resources.roles.members', { smart_count: role.memberCount })}
          </span>
          <Box component="span" sx={{ display: 'block', mt: 1 }}>
            <PermissionChips permissions={role.permissions} />
          </Box>
        </>
      )}
      rightIcon={actions}
      rowClick={false}
      empty={<Typography sx={{ p: 2 }}>{translate('resources.roles.empty')}</Typography>}
    >
      <Column source="name" render={(role) => <RoleName role={role} />} />
      <Column source="description" disableSort />
      <Column
        source="permissions"
        disableSort
        render={(role) => <PermissionChips permissions={role.permissions} />}
      />
      <DataTable.NumberCol source="memberCount" />
      <Column
        label="resources.roles.fields.actions"
        align="right"
        disableSort
        sx={{ whiteSpace: 'nowrap' }}
        render={actions}
      />
    </ResponsiveList>
  );
}
