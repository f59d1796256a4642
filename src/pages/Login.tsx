import { loginFormError } from '@domain/validation';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSignIn } from '../authProvider/useSignIn';
import { ContinueWithDiscord } from '../components/ContinueWithDiscord';
import { FormCard } from '../components/FormCard';
import { useFormSubmit } from '../components/useFormSubmit';

/** The sign-in form; GuestRoute sends the user on once signed in. */
export default function Login() {
  const signIn = useSignIn();
  const translate = useTranslate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, busy, run, fail } = useFormSubmit();

  const submit = () => {
    const problem = loginFormError({ email, password });
    if (problem) return fail(problem);
    void run(() => signIn({ email, password }));
  };

  return (
    <FormCard
      title={translate('app.access.login.title')}
      error={error}
      onSubmit={submit}
      footer={
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Link component={RouterLink} to="/forgot-password" color="secondary">
            {translate('app.passwordReset.forgotLink')}
          </Link>
          <Link component={RouterLink} to="/register" state={location.state} color="secondary">
            {translate('app.access.login.toRegister')}
          </Link>
        </Stack>
      }
    >
      <TextField
        label={translate('app.access.login.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={translate('app.access.login.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {translate('app.access.login.submit')}
      </Button>
      <ContinueWithDiscord />
    </FormCard>
  );
}
