import { emailSchema } from '@domain/validation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { requestPasswordReset } from '../authProvider/authApi';
import { FormCard } from '../components/FormCard';
import { useFormSubmit } from '../components/useFormSubmit';

/** Asks for a reset link; shows the same text whether or not an account uses the address. */
export default function ForgotPassword() {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { error, busy, run, fail } = useFormSubmit();

  const submit = () => {
    if (!email.trim()) return fail(translate('app.passwordReset.emailRequired'));
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? null);
    void run(async () => {
      await requestPasswordReset(parsed.data);
      setSent(true);
    });
  };

  return (
    <FormCard
      title={translate('app.passwordReset.forgotTitle')}
      intro={translate('app.passwordReset.forgotIntro')}
      error={error}
      onSubmit={submit}
      footer={
        <Link component={RouterLink} to="/login" color="secondary">
          {translate('app.passwordReset.signIn')}
        </Link>
      }
    >
      {sent ? (
        <Alert severity="success" role="status">
          {translate('app.passwordReset.requested')}
        </Alert>
      ) : null}
      <TextField
        label={translate('app.passwordReset.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {translate('app.passwordReset.send')}
      </Button>
    </FormCard>
  );
}
