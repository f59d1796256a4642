import type { AdminUser } from '@domain/api';
import Button from '@mui/material/Button';
import { useNotify, useTranslate } from 'ra-core';
import { useGuardedMutation } from '@/components/useGuardedMutation';
import { useAppDataProvider } from '@/dataProvider';

interface MailButtonProps {
  label: string;
  /** Sends the mail; answers the server's sentence saying where it went. */
  send: () => Promise<{ message: string }>;
  failure: string;
}

/** A support action that mails the user a link: the server's answer, or why it failed, as a notification. */
function MailButton({ label, send, failure }: MailButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const mutation = useGuardedMutation({
    mutationFn: send,
    onSuccess: ({ message }) => notify(message, { type: 'success' }),
    onError: (error) => {
      const reason = error instanceof Error ? error.message : '';
      const prefix = translate(failure);
      notify(reason ? `${prefix} ${reason}` : prefix, { type: 'error' });
    },
  });
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
