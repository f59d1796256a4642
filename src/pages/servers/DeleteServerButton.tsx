import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { Droplet } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { failureDetail } from '../../resources/droplets/dropletModel';
import { useDeleteDroplet } from '../../resources/droplets/queries';
import { useAlertDialog } from './useAlertDialog';

const t = messages.servers;

/** Delete, after a confirmation; the outcome shows as an alert dialog. */
export function DeleteServerButton({ droplet }: { droplet: Pick<Droplet, 'id' | 'name'> }) {
  const [asking, setAsking] = useState(false);
  const alert = useAlertDialog();
  const remove = useDeleteDroplet();
  const confirm = () =>
    remove.mutate(droplet.id, {
      onSuccess: () => alert({ text: t.deleted, severity: 'success' }),
      onError: (error) =>
        alert({ text: t.deleteFailed, detail: failureDetail(error, t.deleteFailed), severity: 'error' }),
    });
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        aria-label={t.list.deleteLabel(droplet.name)}
        loading={remove.isPending}
        onClick={(event) => {
          event.stopPropagation();
          setAsking(true);
        }}
      >
        {t.list.delete}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t.list.deleteTitle}
        text={t.list.deleteText(droplet.name)}
        confirmLabel={t.list.delete}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
