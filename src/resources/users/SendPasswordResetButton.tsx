import type { AdminUser } from '@domain/api';
import Button from '@mui/material/Button';
import { useNotify, useTranslate } from 'ra-core';
import { useGuardedMutation } from '@/components/useGuardedMutation';
import { useAppDataProvider } from '@/dataProvider';

/** manage:users: mails the user a single-use link to choose a new password. */
export function SendPasswordResetButton({ user }: { user: AdminUser }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const send = useGuardedMutation({
    mutationFn: () => dataProvider.sendPasswordReset(user.id),
    onSuccess: () =>
      notify('app.passwordReset.adminSent', { type: 'success', messageArgs: { email: user.email } }),
    onError: (error) => {
      const reason = error instanceof Error ? error.message : '';
      const prefix = translate('app.passwordReset.adminFailed');
      notify(reason ? `${prefix} ${reason}` : prefix, { type: 'error' });
    },
  });
  return (
    <Button variant="outlined" loading={send.isPending} onClick={() => send.mutate()}>
      {translate('app.passwordReset.adminSend')}
    </Button>
  );
}
