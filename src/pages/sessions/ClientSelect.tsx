import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ConnectedClient } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { clientLabel } from '../../resources/game-sessions/sessionModel';

const t = messages.sessions.create;

interface ClientSelectProps {
  clients: readonly ConnectedClient[];
  failed: boolean;
  value: string;
  onChange: (clientId: string) => void;
}

function helperText(clients: readonly ConnectedClient[], failed: boolean): string {
  if (failed) return messages.servers.loadClientsFailed;
  return clients.length === 0 ? t.noClients : t.clientsConnected(clients.length);
}

/** The connected game servers to host the session, named by custom id or client id, and how many there are. */
export function ClientSelect({ clients, failed, value, onChange }: ClientSelectProps) {
  return (
    <TextField
      select
      required
      label={t.client}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={failed}
      helperText={helperText(clients, failed)}
      disabled={clients.length === 0}
    >
      {clients.map((client) => (
        <MenuItem key={client.clientId} value={client.clientId}>
          {clientLabel(client)}
        </MenuItem>
      ))}
    </TextField>
  );
}
