import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Confirm, type ConfirmProps } from 'ra-ui-materialui';
import type { FormEventHandler, ReactNode } from 'react';

interface ConfirmedFormProps {
  /** Names the form for assistive technology: the id of its heading, or a label of its own. */
  labelledBy?: string;
  label?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button's text (translated). */
  submitLabel: string;
  /** The operation is being sent: the button and the question show it, and the button is disabled. */
  isPending: boolean;
  /** The question that confirms what was submitted; open while `open` is true. */
  confirm: { open: boolean; title: string; content: string; color?: ConfirmProps['confirmColor'] };
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * An admin's operation on a match: its fields, a submit button, and a question that confirms what was
 * submitted before anything is sent.
 */
export function ConfirmedForm({
  labelledBy,
  label,
  onSubmit,
  submitLabel,
  isPending,
  confirm,
  onConfirm,
  onCancel,
  children,
}: ConfirmedFormProps) {
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      sx={{ maxWidth: 560 }}
      aria-labelledby={labelledBy}
      aria-label={label}
      onSubmit={onSubmit}
    >
      {children}
      <div>
        <Button type="submit" variant="contained" loading={isPending} disabled={isPending}>
          {submitLabel}
        </Button>
      </div>
      <Confirm
        isOpen={confirm.open}
        loading={isPending}
        title={confirm.title}
        content={confirm.content}
        confirmColor={confirm.color}
        onConfirm={onConfirm}
        onClose={onCancel}
      />
    </Stack>
  );
}
