import type { AdminUser } from '@domain/api';
import { type ProfileUpdatePayload, profileUpdatePayloadSchema } from '@domain/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Form, useRecordContext, useTranslate } from 'ra-core';
import { SaveButton, TextInput } from 'ra-ui-materialui';
import { useMemo } from 'react';

// PUT /users/{id}'s own payload schema checks the form, so a rule and its message are written once; its
// output (the two fields, nothing else of the user) is what EditBase saves.
const resolver = zodResolver(profileUpdatePayloadSchema);
/** The form follows the user as saved (react-admin's cache), keeping what the admin is typing. */
const resetOptions = { keepDirtyValues: true };

/**
 * manage:users: change the user's display name and email. Save is off while the form still holds the
 * user's current values, busy while saving.
 */
export function UserEditForm() {
  const translate = useTranslate();
  const user = useRecordContext<AdminUser>();
  const values = useMemo(
    () => (user ? { id: user.id, displayName: user.displayName, email: user.email } : undefined),
    [user],
  );
  if (!values) return null;
  return (
    // react-admin's Form draws a bare <form>: the landmark with the form's name is its box.
    <Box role="form" aria-label={translate('resources.users.sections.edit')} sx={{ maxWidth: 420 }}>
      <Form<ProfileUpdatePayload> record={values} resolver={resolver} resetOptions={resetOptions} noValidate>
        <Stack spacing={2}>
          <TextInput source="displayName" label="resources.users.fields.displayName" isRequired />
          <TextInput source="email" label="resources.users.fields.email" type="email" isRequired />
          <div>
            <SaveButton label="resources.users.form.save" />
          </div>
        </Stack>
      </Form>
    </Box>
  );
}
