import { type RegisterForm, registerFormError } from '@domain/validation';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { type ChangeEvent, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAuth } from '../authProvider/AuthServices';
import { useSignIn } from '../authProvider/useSignIn';
import { ContinueWithDiscord } from '../components/ContinueWithDiscord';
import { FormCard } from '../components/FormCard';
import { useFormSubmit } from '../components/useFormSubmit';

const EMPTY_FORM: RegisterForm = { email: '', password: '', confirmPassword: '', displayName: '' };

/** Each input is labelled by `app.access.register.<name>`. */
const FIELDS: { name: keyof RegisterForm; type: string; autoComplete: string }[] = [
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
  { name: 'displayName', type: 'text', autoComplete: 'nickname' },
];

/** The create-account form; GuestRoute sends the user on once the automatic sign-in is done. */
export default function Register() {
  const auth = useAuth();
  const signIn = useSignIn();
  const translate = useTranslate();
  const location = useLocation();
  const [form, setForm] = useState<RegisterForm>(EMPTY_FORM);
  const { error, busy, run, fail } = useFormSubmit();

  const change = (name: keyof RegisterForm) => (event: ChangeEvent<HTMLInputElement>) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));

  const submit = () => {
    const problem = registerFormError(form);
    if (problem) return fail(problem);
    const { email, password, displayName } = form;
    // A successful registration signs in with the same credentials.
    void run(async () => {
      await auth.register({ email, password, displayName });
      await signIn({ email, password });
    });
  };

  return (
    <FormCard
      title={translate('app.access.register.title')}
      error={error}
      onSubmit={submit}
      footer={
        <Link component={RouterLink} to="/login" state={location.state} color="secondary">
          {translate('app.access.register.toLogin')}
        </Link>
      }
    >
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={translate(`app.access.register.${field.name}`)}
          type={field.type}
          autoComplete={field.autoComplete}
          value={form[field.name]}
          onChange={change(field.name)}
        />
      ))}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {translate('app.access.register.submit')}
      </Button>
      <ContinueWithDiscord />
    </FormCard>
  );
}
