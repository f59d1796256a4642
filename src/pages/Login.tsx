import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useLogin } from 'ra-core';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { messages } from '../../domain/messages';
import { loginFormError } from '../../domain/validation';
import { FormCard } from '../components/FormCard';
import { useFormSubmit } from '../components/useFormSubmit';

/** Where to go after signing in: the page react-admin or a guard sent us here from, else home. */
export function afterLoginPath(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '/';
  const { nextPathname, nextSearch } = state as { nextPathname?: unknown; nextSearch?: unknown };
  if (typeof nextPathname !== 'string' || !nextPathname.startsWith('/') || nextPathname === '/login')
    return '/';
  return nextPathname + (typeof nextSearch === 'string' ? nextSearch : '');
}

export default function Login() {
  const login = useLogin();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, busy, run, fail } = useFormSubmit();

  const submit = () => {
    const problem = loginFormError({ email, password });
    if (problem) return fail(problem);
    void run(() => login({ email, password }, afterLoginPath(location.state)));
  };

  return (
    <FormCard
      title={messages.login.title}
      error={error}
      onSubmit={submit}
      footer={
        <Link component={RouterLink} to="/register" color="secondary">
          {messages.login.toRegister}
        </Link>
      }
    >
      <TextField
        label={messages.login.email}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={messages.login.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {messages.login.submit}
      </Button>
    </FormCard>
  );
}
