import type { User } from '@domain/api';
import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@/authProvider';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { useGuardedMutation } from '@/components/useGuardedMutation';
import { useAppDataProvider } from '@/dataProvider';
import { failureDetail } from './failureDetail';
import type { ShowAlert } from './useTimedAlert';

/** Deletes the account after a confirmation, then signs out and goes home. */
export function DeleteAccount({ user, show }: { user: User; show: ShowAlert }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const auth = useAuth();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const remove = useGuardedMutation({
    mutationFn: () => dataProvider.deleteAccount(user.id),
    onError: (error) =>
      show({
        severity: 'error',
        title: translate('app.profile.notifications.deleteFailed'),
        detail: failureDetail(error),
      }),
    onSuccess: async () => {
      // A deletion is followed by a new refresh token, as every account change is; it fails, which signs out.
      if (await auth.refresh()) await auth.logout();
      navigate('/', { replace: true });
    },
  });

  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setAsking(true)}>
        {translate('app.profile.action.deleteAccount')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={translate('app.profile.deleteDialog.title')}
        text={translate('app.profile.deleteDialog.text')}
        onConfirm={() => remove.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
