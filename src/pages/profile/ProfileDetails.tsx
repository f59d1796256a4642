import type { User } from '@domain/api';
import { type ProfileUpdatePayload, profileUpdatePayloadSchema } from '@domain/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { type Control, useController, useForm, useWatch } from 'react-hook-form';
import { useAppDataProvider } from '@/dataProvider';
import { useAccountAction } from './useAccountAction';
import type { ShowAlert } from './useTimedAlert';

// The API's own payload schema checks the form (domain/profile.ts), so each rule and message exists once.
const resolver = zodResolver(profileUpdatePayloadSchema);

interface ProfileDetailsProps {
  user: User;
  show: ShowAlert;
  onChangePassword: () => void;
}

/** Only what differs from the stored user travels. */
function changes(form: ProfileUpdatePayload, user: User): ProfileUpdatePayload {
  return {
    ...(form.displayName !== undefined && form.displayName !== user.displayName
      ? { displayName: form.displayName }
      : {}),
    ...(form.email !== undefined && form.email !== user.email ? { email: form.email } : {}),
  };
}

const valuesOf = (user: User): Required<ProfileUpdatePayload> => ({
  displayName: user.displayName,
  email: user.email,
});

interface ProfileFieldProps {
  /** Also the key of its label, `app.profile.fields.<name>`. */
  name: keyof ProfileUpdatePayload;
  type: string;
  control: Control<ProfileUpdatePayload, unknown, ProfileUpdatePayload>;
  /** Shown, disabled, in view mode. */
  stored: string;
  editing: boolean;
  /** Said under the field in view mode. */
  note?: string;
}

function ProfileField({ name, type, control, stored, editing, note }: ProfileFieldProps) {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      label={translate(`app.profile.fields.${name}`)}
      type={type}
      name={field.name}
      inputRef={field.ref}
      value={editing ? (field.value ?? '') : stored}
      disabled={!editing}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? (editing ? undefined : note)}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}

/** View mode (every field disabled) and edit mode (display name and email) of the profile. */
export function ProfileDetails({ user, show, onChangePassword }: ProfileDetailsProps) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const update = useAccountAction(
    (payload: ProfileUpdatePayload) => dataProvider.updateProfile(user.id, payload),
    {
      // A new address waits for its confirmation link: the alert says where it went.
      success: ({ email }) =>
        email
          ? translate('app.emailVerification.changeRequested', { email })
          : translate('app.profile.notifications.updated'),
      failure: translate('app.profile.notifications.updateFailed'),
    },
    show,
  );
  const [editing, setEditing] = useState(false);
  // Checked first when submitted; after that each change checks again, so a
  // message goes as soon as the field is fixed.
  const { control, handleSubmit, reset } = useForm<ProfileUpdatePayload, unknown, ProfileUpdatePayload>({
    defaultValues: valuesOf(user),
    resolver,
    reValidateMode: 'onChange',
  });
  const dirty = Object.keys(changes(useWatch({ control }), user)).length > 0;

  const edit = (on: boolean) => {
    reset(valuesOf(user));
    setEditing(on);
  };

  const submit = handleSubmit((values) =>
    update.mutate(changes(values, user), { onSuccess: () => setEditing(false) }),
  );

  const shared = { control, editing };
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <ProfileField name="displayName" type="text" stored={user.displayName} {...shared} />
      <ProfileField
        name="email"
        type="email"
        stored={user.email}
        note={translate(
          user.emailVerified ? 'app.emailVerification.verified' : 'app.emailVerification.unverified',
        )}
        {...shared}
      />
      <TextField
        label={translate('app.profile.fields.discord')}
        value={user.discordUsername ?? translate('app.profile.discord.notLinked')}
        disabled
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button type="submit" variant="contained" disabled={!editing || !dirty || update.isPending}>
          {translate('app.profile.action.update')}
        </Button>
        {editing ? (
          <Button onClick={() => edit(false)}>{translate('app.profile.action.cancel')}</Button>
        ) : (
          <>
            <Button variant="outlined" onClick={() => edit(true)}>
              {translate('app.profile.action.edit')}
            </Button>
            <Button variant="outlined" onClick={onChangePassword}>
              {translate(
                user.hasPassword ? 'app.profile.action.changePassword' : 'app.profile.action.setPassword',
              )}
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
