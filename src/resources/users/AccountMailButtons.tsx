import type { AdminUser } from '@domain/api';
import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';
import { useAppDataProvider } from '@/dataProvider';
import { useUserMail } from './queries';

interface MailButtonProps {
  label: string;
  /** Sends the mail; answers the server's sentence saying where it went. */
  send: () => Promise<{ message: string }>;
  failure: string;
}

/** A support action that mails the user a link; busy while the server sends it. */
function MailButton({ label, send, failure }: MailButtonProps) {
  const translate = useTranslate();
  const mutation = useUserMail(send, failure);
  return (
    <Button variant="outlined" loading={mutation.isPending} onClick={() => mutation.mutate()}>
      {translate(label)}
    </Button>
  );
}

/** manage:users: mails the user a single-use link to choose a new password. */
export function SendPasswordResetButton({ user }: { user: AdminUser }) {
  const dataProvider = useAppDataProvider();
  return (
    <MailButton
      label="app.passwordReset.adminSend"
      failure="app.passwordReset.adminFailed"
      send={() => dataProvider.sendPasswordReset(user.id)}
    />
  );
}

/** manage:users: sends the link confirming the user's address again (shown while one is unconfirmed). */
export function SendEmailConfirmationButton({ user }: { user: AdminUser }) {
  const dataProvider = useAppDataProvider();
  if (user.emailVerified && !user.pendingEmail) return null;
  return (
    <MailButton
      label="app.emailVerification.adminSend"
      failure="app.emailVerification.resendFailed"
      send={() => dataProvider.resendEmailConfirmation(user.id)}
    />
  );
}
