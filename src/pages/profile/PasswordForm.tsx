import type { User } from '@domain/api';
import {
  type ChangePasswordPayload,
  type PasswordForm as Form,
  passwordFormSchema,
  setPasswordFormSchema,
} from '@domain/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useAppDataProvider } from '@/dataProvider';
import { useAccountAction } from './useAccountAction';
import type { ShowAlert } from './useTimedAlert';

const EMPTY: Form = { oldPassword: '', newPassword: '', confirmPassword: '' };
const changeResolver = zodResolver(passwordFormSchema);
const setResolver = zodResolver(setPasswordFormSchema);

interface PasswordFormProps {
  user: User;
  /** `set`: the account has no password yet, so the current one is not asked for. */
  mode: 'change' | 'set';
  show: ShowAlert;
  onBack: () => void;
}

/** The form shows one problem at a time: the first the schema found. */
const firstProblem = (errors: FieldErrors<Form>): string | undefined =>
  Object.values(errors).find((error) => error?.message)?.message;

/**
 * Password-change mode: current, new and confirmation, with Back and Submit. An account
 * without a password (created through Discord) sets one: new and confirmation only.
 */
export function PasswordForm({ user, mode, show, onBack }: PasswordFormProps) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const hasPassword = mode === 'change';
  const change = useAccountAction(
    (payload: ChangePasswordPayload) => dataProvider.changePassword(user.id, payload),
    {
      success: translate(
        hasPassword ? 'app.profile.notifications.passwordChanged' : 'app.profile.notifications.passwordSet',
      ),
      failure: translate('app.profile.notifications.passwordChangeFailed'),
    },
    show,
  );
  // Checked when submitted only, not as the user types.
  const { register, handleSubmit, formState } = useForm<Form, unknown, ChangePasswordPayload>({
    defaultValues: EMPTY,
    resolver: hasPassword ? changeResolver : setResolver,
    reValidateMode: 'onSubmit',
  });
  const problem = firstProblem(formState.errors);

  // The field's name is its label's key.
  const field = (name: keyof Form, autoComplete: string) => {
    const { ref, ...rest } = register(name);
    return (
      <TextField
        label={translate(`app.profile.fields.${name}`)}
        type="password"
        autoComplete={autoComplete}
        inputRef={ref}
        {...rest}
      />
    );
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={handleSubmit((payload) => change.mutate(payload, { onSuccess: onBack }))}
    >
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      {hasPassword ? field('oldPassword', 'current-password') : null}
      {field('newPassword', 'new-password')}
      {field('confirmPassword', 'new-password')}
      <Stack direction="row" spacing={1}>
        <Button onClick={onBack}>{translate('app.profile.action.back')}</Button>
        <Button type="submit" variant="contained" disabled={change.isPending}>
          {translate('app.profile.action.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
