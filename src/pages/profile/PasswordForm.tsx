import type { User } from '@domain/api';
import { messages } from '@domain/messages';
import { type PasswordForm as Form, passwordFormSchema } from '@domain/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useAppDataProvider } from '@/dataProvider';
import { useAccountAction } from './useAccountAction';
import type { ShowAlert } from './useTimedAlert';

const m = messages.profile;
const EMPTY: Form = { oldPassword: '', newPassword: '', confirmPassword: '' };
const resolver = zodResolver(passwordFormSchema);

interface PasswordFormProps {
  user: User;
  show: ShowAlert;
  onBack: () => void;
}

/** The form shows one problem at a time: the first the schema found. */
const firstProblem = (errors: FieldErrors<Form>): string | undefined =>
  Object.values(errors).find((error) => error?.message)?.message;

/** Password-change mode: current, new and confirmation, with Back and Submit (SPEC section 2). */
export function PasswordForm({ user, show, onBack }: PasswordFormProps) {
  const dataProvider = useAppDataProvider();
  const change = useAccountAction(
    (payload: { oldPassword: string; newPassword: string }) => dataProvider.changePassword(user.id, payload),
    { success: m.passwordChanged, failure: m.passwordChangeFailed },
    show,
  );
  // Checked when submitted only, as the spec's form does.
  const { register, handleSubmit, formState } = useForm<
    Form,
    unknown,
    { oldPassword: string; newPassword: string }
  >({ defaultValues: EMPTY, resolver, reValidateMode: 'onSubmit' });
  const problem = firstProblem(formState.errors);

  const field = (name: keyof Form, label: string, autoComplete: string) => {
    const { ref, ...rest } = register(name);
    return <TextField label={label} type="password" autoComplete={autoComplete} inputRef={ref} {...rest} />;
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={handleSubmit((payload) => change.mutate(payload, { onSuccess: onBack }))}
    >
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      {field('oldPassword', m.oldPassword, 'current-password')}
      {field('newPassword', m.newPassword, 'new-password')}
      {field('confirmPassword', m.confirmPassword, 'new-password')}
      <Stack direction="row" spacing={1}>
        <Button onClick={onBack}>{m.back}</Button>
        <Button type="submit" variant="contained" disabled={change.isPending}>
          {m.submit}
        </Button>
      </Stack>
    </Stack>
  );
}
