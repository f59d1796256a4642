import type { Role } from '@domain/api';
import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';
import { TextInput } from 'ra-ui-materialui';
import { useState } from 'react';
import { AdminList } from '@/components/AdminList';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { Page } from '@/components/Page';
import { RoleFormDialog } from './RoleFormDialog';
import { RoleRows } from './RoleRows';
import { changeablePart, newRole } from './roleModel';
import { useRoleMutations } from './useRoleMutations';

/** Which form is open: none, a new role's, or an existing role's. */
type FormState = { open: false } | { open: true; role: Role | null };

/** Searched by the server as you type (filter {q}: part of the name). */
const filters = [<TextInput key="q" source="q" label="resources.roles.filters.search" alwaysOn resettable />];

/** /roles (Admin): the roles with their permissions and members; create, edit and delete them. */
export default function RolesList() {
  const translate = useTranslate();
  const { busy, createRole, updateRole, deleteRole } = useRoleMutations();
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<Role | null>(null);
  const close = () => setForm({ open: false });
  const title = translate('resources.roles.title');

  return (
    <Page title={title}>
      <Button variant="contained" sx={{ mb: 2 }} onClick={() => setForm({ open: true, role: null })}>
        {translate('resources.roles.action.create')}
      </Button>
      <AdminList
        title={title}
        filters={filters}
        sort={{ field: 'id', order: 'ASC' }}
        loadFailed="resources.roles.loadFailed"
      >
        <RoleRows onEdit={(role) => setForm({ open: true, role })} onDelete={setDeleting} />
      </AdminList>
      {form.open ? (
        <RoleFormDialog
          role={form.role}
          busy={busy}
          onCreate={(values) => createRole(newRole(values), { onSuccess: close })}
          onUpdate={(role, values) => updateRole(role, changeablePart(role, values), { onSuccess: close })}
          onClose={close}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={translate('resources.roles.deleteDialog.title')}
        text={
          deleting
            ? translate('resources.roles.deleteDialog.text', {
                name: deleting.name,
                smart_count: deleting.memberCount,
              })
            : ''
        }
        confirmLabel={translate('resources.roles.deleteDialog.confirm')}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) deleteRole(deleting);
        }}
      />
    </Page>
  );
}
