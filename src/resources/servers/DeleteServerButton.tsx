import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { Droplet } from '../../../domain/api';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { failureDetail } from './serverModel';
import { useServersTranslate } from './serversResource';
import { useAlertDialog } from './useAlertDialog';
import { useDeleteServer } from './useServerMutations';

/** Delete, after a confirmation; the outcome shows as an alert dialog. */
export function DeleteServerButton({ droplet }: { droplet: Droplet }) {
  const translate = useServersTranslate();
  const [asking, setAsking] = useState(false);
  const alert = useAlertDialog();
  const { deleteServer, isPending } = useDeleteServer();
  const failed = translate('notifications.deleteFailed');
  const confirm = () =>
    deleteServer(droplet, {
      onSuccess: () => alert({ text: translate('notifications.deleted'), severity: 'success' }),
      onError: (error) => alert({ text: failed, detail: failureDetail(error, failed), severity: 'error' }),
    });
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        aria-label={translate('list.deleteLabel', { name: droplet.name })}
        loading={isPending}
        onClick={(event) => {
          event.stopPropagation();
          setAsking(true);
        }}
      >
        {translate('list.delete')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={translate('list.deleteTitle')}
        text={translate('list.deleteText', { name: droplet.name })}
        confirmLabel={translate('list.delete')}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
