import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import type { User } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { type ProfileForm, type ProfileUpdatePayload, profileFormErrors } from '../../../domain/profile';
import { useApiRequest } from '../../api/useApiRequest';
import { profileApi } from './profileApi';
import { useAccountAction } from './useAccountAction';
import type { ShowAlert } from './useTimedAlert';

const m = messages.profile;

interface ProfileDetailsProps {
  user: User;
  show: ShowAlert;
  onChangePassword: () => void;
}

function changes(form: ProfileForm, user: User): ProfileUpdatePayload {
  return {
    ...(form.displayName !== user.displayName ? { displayName: form.displayName } : {}),
    ...(form.email !== user.email ? { email: form.email } : {}),
  };
}

/** View mode (every field disabled) and edit mode (display name and email) of the profile. */
export function ProfileDetails({ user, show, onChangePassword }: ProfileDetailsProps) {
  const request = useApiRequest();
  const { busy, run } = useAccountAction(show);
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<ProfileForm>({ displayName: user.displayName, email: user.email });
  const [errors, setErrors] = useState<Partial<Record<keyof ProfileForm, string>>>({});
  const changed = changes(form, user);
  const dirty = Object.keys(changed).length > 0;

  const edit = (on: boolean) => {
    setForm({ displayName: user.displayName, email: user.email });
    setErrors({});
    setEditing(on);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = profileFormErrors(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const done = await run(() => profileApi.update(request, user.id, changed), {
      success: m.updated,
      failure: m.updateFailed,
    });
    if (done) setEditing(false);
  };

  const field = (name: keyof ProfileForm, label: string, type: string) => (
    <TextField
      label={label}
      type={type}
      value={editing ? form[name] : user[name]}
      disabled={!editing}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
    />
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      {field('displayName', m.displayName, 'text')}
      {field('email', m.email, 'email')}
      <TextField label={m.discord} value={user.discordUsername ?? messages.discord.notLinked} disabled />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button type="submit" variant="contained" disabled={!editing || !dirty || busy}>
          {m.update}
        </Button>
        {editing ? (
          <Button onClick={() => edit(false)}>{m.cancel}</Button>
        ) : (
          <>
            <Button variant="outlined" onClick={() => edit(true)}>
              {m.edit}
            </Button>
            <Button variant="outlined" onClick={onChangePassword}>
              {m.changePassword}
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
