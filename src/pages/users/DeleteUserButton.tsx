import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AdminUser } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { useDeleteUser } from './useUserActions';

const t = messages.userAdmin;

/** manage:users: deletes the account after a confirmation, then goes back to the list. */
export function DeleteUserButton({ user }: { user: AdminUser }) {
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteUser(user);
  return (
    <>
      <Button color="error" variant="outlined" loading={remove.isPending} onClick={() => setConfirming(true)}>
        {t.deleteUser}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t.deleteTitle}
        text={t.deleteText(user.displayName)}
        confirmLabel={t.deleteConfirm}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => navigate('/users') })}
      />
    </>
  );
}
