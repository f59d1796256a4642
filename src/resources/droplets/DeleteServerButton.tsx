import type { Droplet } from '@domain/api';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { useDropletsTranslate } from './dropletsResource';
import type { ServerDeletion } from './useServerMutations';

/** What a list row offers: its details, and Delete (run by the list). */
export interface ServerRowActions {
  onOpen: (id: Droplet['id']) => void;
  deletion: ServerDeletion;
}

/** Delete, after a confirmation; the list runs the delete and shows its outcome. */
export function DeleteServerButton({ droplet, deletion }: { droplet: Droplet; deletion: ServerDeletion }) {
  const translate = useDropletsTranslate();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        aria-label={translate('list.deleteLabel', { name: droplet.name })}
        loading={deletion.deletingId === droplet.id}
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
        onConfirm={() => deletion.deleteServer(droplet)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
