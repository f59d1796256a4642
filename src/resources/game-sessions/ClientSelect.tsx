import type { ConnectedClient } from '@domain/api';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { forwardRef } from 'react';
import { clientLabel } from './sessionModel';

interface ClientSelectProps {
  clients: readonly ConnectedClient[];
  failed: boolean;
  value: string;
  onChange: (clientId: string) => void;
  onBlur?: () => void;
}

/** The connected game servers to host the session, named by custom id or client id, and how many there are. */
export const ClientSelect = forwardRef<HTMLInputElement, ClientSelectProps>(function ClientSelect(
  { clients, failed, value, onChange, onBlur },
  ref,
) {
  const translate = useTranslate();
  const helperText = failed
    ? translate('resources.sessions.create.clientsFailed')
    : clients.length === 0
      ? translate('resources.sessions.create.noClients')
      : translate('resources.sessions.create.clientsConnected', { smart_count: clients.length });
  return (
    <TextField
      select
      required
      inputRef={ref}
      label={translate('resources.sessions.create.client')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={failed}
      helperText={helperText}
      disabled={clients.length === 0}
    >
      {clients.map((client) => (
        <MenuItem key={client.clientId} value={client.clientId}>
          {clientLabel(client)}
        </MenuItem>
      ))}
    </TextField>
  );
});
