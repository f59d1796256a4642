import type { AdminUser } from '@domain/api';
import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { useDeleteUser } from './useUserMutations';

/** manage:users: deletes the account after a confirmation, then goes back to the list. */
export function DeleteUserButton({ user }: { user: AdminUser }) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const { deleteUser, isPending } = useDeleteUser();
  return (
    <>
      <Button color="error" variant="outlined" loading={isPending} onClick={() => setConfirming(true)}>
        {translate('resources.users.action.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={translate('resources.users.deleteDialog.title')}
        text={translate('resources.users.deleteDialog.text', { name: user.displayName })}
        confirmLabel={translate('resources.users.deleteDialog.confirm')}
        onClose={() => setConfirming(false)}
        onConfirm={() => deleteUser(user, { onSuccess: () => navigate('/users') })}
      />
    </>
  );
}
