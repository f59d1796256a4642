import Button from '@mui/material/Button';
import {
  type RaRecord,
  type UseDeleteControllerParams,
  useDeleteController,
  useRecordContext,
} from 'ra-core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';

interface DeleteRecordButtonProps<RecordType extends RaRecord> {
  /** The button's text, already translated. */
  label: string;
  /** The confirmation's title, text and confirm button, already translated. */
  confirm: { title: string; text: string; label: string };
  /** What follows the server's answer; react-admin's default notifies and goes back to the list. */
  mutationOptions?: UseDeleteControllerParams<RecordType>['mutationOptions'];
}

/**
 * react-admin's DeleteButton with confirmation (DeleteWithConfirmButton), drawn with the app's own button
 * and dialog: once confirmed it deletes the record of the RecordContext through useDelete and the
 * dataProvider, and waits for the server's answer (pessimistic: a refusal shows at once, nothing to undo).
 */
export function DeleteRecordButton<RecordType extends RaRecord>({
  label,
  confirm,
  mutationOptions,
}: DeleteRecordButtonProps<RecordType>) {
  const record = useRecordContext<RecordType>();
  const [open, setOpen] = useState(false);
  const { isPending, handleDelete } = useDeleteController<RecordType>({
    record,
    mutationMode: 'pessimistic',
    mutationOptions,
  });
  if (!record) return null;
  return (
    <>
      <Button color="error" variant="outlined" loading={isPending} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={confirm.title}
        text={confirm.text}
        confirmLabel={confirm.label}
        onClose={() => setOpen(false)}
        onConfirm={handleDelete}
      />
    </>
  );
}
