import type { AdminUser } from '@domain/api';
import { type ProfileUpdatePayload, profileUpdatePayloadSchema } from '@domain/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { TextInput } from 'ra-ui-materialui';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useUpdateUser } from './useUserMutations';

type UserFormValues = z.input<typeof profileUpdatePayloadSchema>;

// PUT /users/{id}'s own payload schema checks the form, so a rule and its message are written once.
const resolver = zodResolver(profileUpdatePayloadSchema);

/** Save: off while the form still holds the user's current values, busy while saving. */
function SaveButton({ user, busy }: { user: AdminUser; busy: boolean }) {
  const translate = useTranslate();
  const [displayName, email] = useWatch<UserFormValues, ['displayName', 'email']>({
    name: ['displayName', 'email'],
  });
  const unchanged = displayName === user.displayName && email === user.email;
  return (
    <Button type="submit" variant="contained" disabled={unchanged} loading={busy}>
      {translate('resources.users.form.save')}
    </Button>
  );
}

/**
 * manage:users: change the user's display name and email. The form follows the user as saved (react-admin's
 * cache), keeping what the admin is typing.
 */
export function UserEditForm({ user }: { user: AdminUser }) {
  const translate = useTranslate();
  const { updateUser, isPending } = useUpdateUser();
  const form = useForm<UserFormValues, unknown, ProfileUpdatePayload>({
    values: { displayName: user.displayName, email: user.email },
    resetOptions: { keepDirtyValues: true },
    resolver,
  });
  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={form.handleSubmit((values) => updateUser(user, values))}
        aria-label={translate('resources.users.sections.edit')}
        sx={{ maxWidth: 420 }}
      >
        <TextInput source="displayName" label="resources.users.fields.displayName" isRequired />
        <TextInput source="email" label="resources.users.fields.email" type="email" isRequired />
        <div>
          <SaveButton user={user} busy={isPending} />
        </div>
      </Stack>
    </FormProvider>
  );
}
