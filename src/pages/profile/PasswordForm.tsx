import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import type { User } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { type PasswordForm as Form, passwordFormError } from '../../../domain/profile';
import { useApiRequest } from '../../api/useApiRequest';
import { profileApi } from './profileApi';
import { useAccountAction } from './useAccountAction';
import type { ShowAlert } from './useTimedAlert';

const m = messages.profile;
const EMPTY: Form = { oldPassword: '', newPassword: '', confirmPassword: '' };

interface PasswordFormProps {
  user: User;
  show: ShowAlert;
  onBack: () => void;
}

/** Password-change mode: current, new and confirmation, with Back and Submit (SPEC section 2). */
export function PasswordForm({ user, show, onBack }: PasswordFormProps) {
  const request = useApiRequest();
  const { busy, run } = useAccountAction(show);
  const [form, setForm] = useState<Form>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const error = passwordFormError(form);
    setProblem(error);
    if (error) return;
    const { oldPassword, newPassword } = form;
    const done = await run(() => profileApi.changePassword(request, user.id, { oldPassword, newPassword }), {
      success: m.passwordChanged,
      failure: m.passwordChangeFailed,
    });
    if (done) onBack();
  };

  const field = (name: keyof Form, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
    />
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      {field('oldPassword', m.oldPassword, 'current-password')}
      {field('newPassword', m.newPassword, 'new-password')}
      {field('confirmPassword', m.confirmPassword, 'new-password')}
      <Stack direction="row" spacing={1}>
        <Button onClick={onBack}>{m.back}</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {m.submit}
        </Button>
      </Stack>
    </Stack>
  );
}
