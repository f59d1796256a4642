import type { Role } from '@domain/api';
import {
  type RoleCreatePayload,
  type RoleUpdatePayload,
  roleCreatePayloadSchema,
  roleUpdatePayloadSchema,
} from '@domain/roles';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Form, useTranslate } from 'ra-core';
import { TextInput } from 'ra-ui-materialui';
import { useId } from 'react';
import { type FieldValues, useWatch } from 'react-hook-form';
import { PermissionsInput } from './PermissionsInput';
import { canEditPermissions, canRename } from './roleModel';

interface RoleFormDialogProps {
  /** The role to edit, or null to create one. */
  role: Role | null;
  busy: boolean;
  onCreate: (values: RoleCreatePayload) => void;
  onUpdate: (role: Role, values: RoleUpdatePayload) => void;
  onClose: () => void;
}

const NEW_ROLE = { name: '', description: null, permissions: [] };

// The API's own payload schemas check the form, so a rule and its message are written once (domain/roles.ts).
const createResolver = zodResolver(roleCreatePayloadSchema);
const updateResolver = zodResolver(roleUpdatePayloadSchema);

/** Cancel, and Save: busy while saving, off while a name the user may type is empty. */
function RoleFormActions({
  nameRequired,
  busy,
  onClose,
}: {
  nameRequired: boolean;
  busy: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const name: unknown = useWatch({ name: 'name' });
  const nameMissing = nameRequired && !(typeof name === 'string' && name.trim());
  return (
    <DialogActions>
      <Button onClick={onClose}>{translate('resources.roles.form.cancel')}</Button>
      <Button type="submit" variant="contained" loading={busy} disabled={nameMissing}>
        {translate('resources.roles.form.save')}
      </Button>
    </DialogActions>
  );
}

/** Create a role or edit one: name, description and permissions from the catalogue. Mount it to open it. */
export function RoleFormDialog({ role, busy, onCreate, onUpdate, onClose }: RoleFormDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const renamable = canRename(role);
  const permissionsEditable = canEditPermissions(role);

  const content = (
    <>
      <DialogTitle id={titleId}>
        {role
          ? translate('resources.roles.form.editTitle', { name: role.name })
          : translate('resources.roles.action.create')}
      </DialogTitle>
      <DialogContent>
        <Stack sx={{ pt: 1 }}>
          <TextInput
            source="name"
            disabled={!renamable}
            isRequired
            helperText={renamable ? false : 'resources.roles.form.builtInNameNote'}
          />
          <TextInput
            source="description"
            label="resources.roles.form.description"
            multiline
            helperText={false}
          />
          <PermissionsInput
            disabled={!permissionsEditable}
            note={permissionsEditable ? undefined : translate('resources.roles.form.adminPermissionsNote')}
          />
        </Stack>
      </DialogContent>
      <RoleFormActions nameRequired={renamable} busy={busy} onClose={onClose} />
    </>
  );

  // react-admin's Form hands onSubmit the resolver's output, typed only as FieldValues.
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {role ? (
        <Form
          record={role}
          resolver={updateResolver}
          onSubmit={(values: FieldValues) => onUpdate(role, values as RoleUpdatePayload)}
          disableInvalidFormNotification
        >
          {content}
        </Form>
      ) : (
        <Form
          record={NEW_ROLE}
          resolver={createResolver}
          onSubmit={(values: FieldValues) => onCreate(values as RoleCreatePayload)}
          disableInvalidFormNotification
        >
          {content}
        </Form>
      )}
    </Dialog>
  );
}
