import { newPasswordSchema } from '@domain/validation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { confirmPasswordReset } from '../authProvider/authApi';
import { FormCard } from '../components/FormCard';
import { useFormSubmit } from '../components/useFormSubmit';

/** The page of the link in the reset mail: a new password (the registration rules), then sign in. */
export default function ResetPassword() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const { error, busy, run, fail } = useFormSubmit();

  const submit = () => {
    if (!token) return fail(translate('app.passwordReset.missingToken'));
    const parsed = newPasswordSchema.safeParse(password);
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? null);
    if (password !== confirm) return fail(translate('app.passwordReset.passwordsMismatch'));
    void run(async () => {
      await confirmPasswordReset(token, password);
      setDone(true);
    });
  };

  const footer = (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
      <Link component={RouterLink} to="/login" color="secondary">
        {translate('app.passwordReset.signIn')}
      </Link>
      {done ? null : (
        <Link component={RouterLink} to="/forgot-password" color="secondary">
          {translate('app.passwordReset.requestNew')}
        </Link>
      )}
    </Stack>
  );

  return (
    <FormCard
      title={translate('app.passwordReset.resetTitle')}
      error={error}
      onSubmit={submit}
      footer={footer}
    >
      {done ? (
        <Alert severity="success" role="status">
          {translate('app.passwordReset.changed')}
        </Alert>
      ) : (
        <>
          <TextField
            label={translate('app.passwordReset.newPassword')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label={translate('app.passwordReset.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {translate('app.passwordReset.save')}
          </Button>
        </>
      )}
    </FormCard>
  );
}
