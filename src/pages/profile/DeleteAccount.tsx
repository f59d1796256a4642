import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { User } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { useApiRequest } from '../../api/useApiRequest';
import { useAuth } from '../../authProvider';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { failureDetail, profileApi } from './profileApi';
import type { ShowAlert } from './useTimedAlert';

const m = messages.profile;

/** Deletes the account after a confirmation, then signs out and goes home. */
export function DeleteAccount({ user, show }: { user: User; show: ShowAlert }) {
  const request = useApiRequest();
  const auth = useAuth();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);

  const remove = async () => {
    try {
      await profileApi.remove(request, user.id);
    } catch (error) {
      show({ severity: 'error', title: messages.users.deleteFailed, detail: failureDetail(error) });
      return;
    }
    // SPEC section 4 asks for a new refresh token after a deletion; it fails, which signs out.
    if (await auth.refresh()) await auth.logout();
    navigate('/', { replace: true });
  };

  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setAsking(true)}>
        {m.deleteAccount}
      </Button>
      <ConfirmDialog
        open={asking}
        title={m.deleteTitle}
        text={m.deleteText}
        onConfirm={() => void remove()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
