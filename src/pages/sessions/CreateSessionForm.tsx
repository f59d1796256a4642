import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import type { ConnectedClient } from '../../../domain/api';
import { DEFAULT_IS_PUBLIC, GAME_MODES, type GameMode } from '../../../domain/constants';
import { messages } from '../../../domain/messages';
import { FormSection } from '../../components/FormSection';
import { canCreateSession } from '../../resources/game-sessions/sessionModel';
import { useCreateSession } from '../../resources/game-sessions/useSessionActions';
import { ClientSelect } from './ClientSelect';

const t = messages.sessions.create;

const isGameMode = (value: string): value is GameMode => GAME_MODES.some((mode) => mode === value);

/**
 * SPEC section 2's create form: client, code and mode (XBall, the only one) enable the button; the code is
 * described as 4-digit but not checked. A refusal's reason from the game server shows under the fields.
 */
export function CreateSessionForm({
  clients,
  clientsFailed,
}: {
  clients: readonly ConnectedClient[];
  clientsFailed: boolean;
}) {
  const create = useCreateSession();
  const [chosenClient, setClientId] = useState('');
  const [code, setCode] = useState('');
  const [mode, setMode] = useState<GameMode>(GAME_MODES[0]);
  const [isPublic, setIsPublic] = useState(DEFAULT_IS_PUBLIC);
  const [reason, setReason] = useState<string | null>(null);
  // A client that went away since it was chosen is no longer a choice.
  const clientId = clients.some((client) => client.clientId === chosenClient) ? chosenClient : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setReason(null);
    create.mutate(
      { clientId, payload: { code: code.trim(), isPublic, mode } },
      {
        onSuccess: () => setCode(''),
        onError: (error) => setReason(error.message),
      },
    );
  };

  return (
    <FormSection
      title={t.title}
      onSubmit={submit}
      columns={{ xs: '1fr', sm: '1fr 1fr', lg: '2fr 1.2fr 1fr auto auto' }}
    >
      <ClientSelect clients={clients} failed={clientsFailed} value={clientId} onChange={setClientId} />
      <TextField
        required
        label={t.code}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        helperText={t.codeHelp}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <TextField
        select
        required
        label={t.mode}
        value={mode}
        onChange={(event) => isGameMode(event.target.value) && setMode(event.target.value)}
      >
        {GAME_MODES.map((gameMode) => (
          <MenuItem key={gameMode} value={gameMode}>
            {gameMode}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        sx={{ height: 56, mx: 0 }}
        control={<Switch checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} />}
        label={t.isPublic}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        sx={{ height: 56 }}
        loading={create.isPending}
        disabled={!canCreateSession({ clientId, code, mode })}
      >
        {t.submit}
      </Button>
      {reason ? (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {reason}
        </Alert>
      ) : null}
    </FormSection>
  );
}
