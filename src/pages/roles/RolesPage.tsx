import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import type { Role } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { LoadState } from '../../components/LoadState';
import { Page } from '../../components/Page';
import { useSmallScreen } from '../../components/useSmallScreen';
import { useRoles } from '../../resources/user-admin/queries';
import type { RolePayload } from '../../resources/user-admin/userAdminApi';
import { RoleFormDialog } from './RoleFormDialog';
import { RolesList } from './RolesList';
import { RolesTable } from './RolesTable';
import { useRoleMutations } from './useRoleMutations';

const t = messages.roleAdmin;

/** Which form is open: none, a new role's, or an existing role's. */
type FormState = { open: false } | { open: true; role: Role | null };

/** /roles (Admin): the roles with their permissions and members; create, edit and delete them. */
export default function RolesPage() {
  const roles = useRoles();
  const { create, update, remove } = useRoleMutations();
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<Role | null>(null);
  const close = () => setForm({ open: false });
  const RoleRows = useSmallScreen() ? RolesList : RolesTable;

  const save = (role: Role | null, payload: Partial<RolePayload>) => {
    if (role) update.mutate({ role, payload }, { onSuccess: close });
    else create.mutate({ name: '', description: null, permissions: [], ...payload }, { onSuccess: close });
  };

  return (
    <Page title={t.title}>
      <Button variant="contained" sx={{ mb: 2 }} onClick={() => setForm({ open: true, role: null })}>
        {t.create}
      </Button>
      <Paper>
        <LoadState loading={roles.isPending} error={roles.isError ? t.loadFailed : null}>
          <RoleRows
            roles={roles.data ?? []}
            onEdit={(role) => setForm({ open: true, role })}
            onDelete={setDeleting}
          />
        </LoadState>
      </Paper>
      {form.open ? (
        <RoleFormDialog
          role={form.role}
          busy={create.isPending || update.isPending}
          onSubmit={(payload) => save(form.role, payload)}
          onClose={close}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        text={deleting ? t.deleteText(deleting.name, deleting.memberCount) : ''}
        confirmLabel={t.deleteConfirm}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
        }}
      />
    </Page>
  );
}
