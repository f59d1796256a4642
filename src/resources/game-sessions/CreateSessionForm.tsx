import type { ConnectedClient } from '@domain/api';
import { DEFAULT_IS_PUBLIC, GAME_MODES } from '@domain/constants';
import { type SessionCreateForm, sessionCreateFormSchema } from '@domain/game-sessions';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormSection } from '@/components/FormSection';
import { useSubmitGuard } from '@/components/useSubmitGuard';
import { ClientSelect } from './ClientSelect';
import { canCreateSession } from './sessionModel';
import { useCreateSession } from './useSessionMutations';

// The API's own schemas (body and clientId query) check the form, so a rule exists once (domain/).
const resolver = zodResolver(sessionCreateFormSchema);

const text = (key: string) => `resources.sessions.create.${key}`;

/**
 * The create form: client, code and mode (XBall, the only one) enable the button; the code is
 * described as 4-digit but not checked. A refusal's reason from the game server shows under the fields.
 */
export function CreateSessionForm({
  clients,
  clientsFailed,
}: {
  clients: readonly ConnectedClient[];
  clientsFailed: boolean;
}) {
  const translate = useTranslate();
  const create = useCreateSession();
  const { busy, guard } = useSubmitGuard();
  const { control, handleSubmit, setValue, setError, clearErrors, formState } = useForm({
    resolver,
    defaultValues: { clientId: '', code: '', mode: GAME_MODES[0], isPublic: DEFAULT_IS_PUBLIC },
  });
  const [chosenClient, code, mode] = useWatch({ control, name: ['clientId', 'code', 'mode'] });
  // A client that went away since it was chosen is no longer a choice.
  const clientId = clients.some((client) => client.clientId === chosenClient) ? chosenClient : '';
  const reason = formState.errors.root?.server?.message;

  const submit = ({ clientId: host, ...payload }: SessionCreateForm) =>
    guard(() => {
      clearErrors('root.server');
      return create.mutateAsync(
        { clientId: host, payload },
        {
          onSuccess: () => setValue('code', ''),
          onError: (error) => setError('root.server', { message: error.message }),
        },
      );
    });

  return (
    <FormSection
      title={translate(text('title'))}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      columns={{ xs: '1fr', sm: '1fr 1fr', lg: '2fr 1.2fr 1fr auto auto' }}
    >
      <Controller
        control={control}
        name="clientId"
        render={({ field }) => (
          <ClientSelect
            ref={field.ref}
            clients={clients}
            failed={clientsFailed}
            value={clientId}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        control={control}
        name="code"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            required
            label={translate(text('code'))}
            error={fieldState.invalid}
            helperText={fieldState.error?.message ?? translate(text('codeHelp'))}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
        )}
      />
      <Controller
        control={control}
        name="mode"
        render={({ field }) => (
          <TextField {...field} select required label={translate(text('mode'))}>
            {GAME_MODES.map((gameMode) => (
              <MenuItem key={gameMode} value={gameMode}>
                {gameMode}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="isPublic"
        render={({ field: { value, onChange, ...field } }) => (
          <FormControlLabel
            sx={{ height: 56, mx: 0 }}
            control={
              <Switch
                {...field}
                checked={value ?? false}
                onChange={(event) => onChange(event.target.checked)}
              />
            }
            label={translate(text('isPublic'))}
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        sx={{ height: 56 }}
        loading={busy}
        disabled={!canCreateSession({ clientId, code, mode })}
      >
        {translate(text('submit'))}
      </Button>
      {reason ? (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {reason}
        </Alert>
      ) : null}
    </FormSection>
  );
}
