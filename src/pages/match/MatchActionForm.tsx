import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEventHandler, type ReactNode, useId } from 'react';

interface MatchActionFormProps {
  /** The form's heading, which also names it. */
  title: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button's text (translated). */
  submitLabel: string;
  /** The action is being sent: the button shows it. */
  pending: boolean;
  /** Why the server refused the last submit, shown under the button. */
  failure: string | undefined;
  children: ReactNode;
}

/** A captain's form on the match page: a heading, its fields, a submit button and the server's refusal. */
export function MatchActionForm({
  title,
  onSubmit,
  submitLabel,
  pending,
  failure,
  children,
}: MatchActionFormProps) {
  const titleId = useId();
  return (
    <Stack component="form" aria-labelledby={titleId} noValidate spacing={1.5} onSubmit={onSubmit}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
      <div>
        <Button type="submit" variant="contained" loading={pending}>
          {submitLabel}
        </Button>
      </div>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
    </Stack>
  );
}
