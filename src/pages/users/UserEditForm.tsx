import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import type { AdminUser } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { useUpdateUser } from './useUserActions';

const t = messages.userAdmin;

/** manage:users: change the user's display name and email (the server validates both). */
export function UserEditForm({ user }: { user: AdminUser }) {
  const [displayName, setDisplayName] = useState(user.displayName);
  const [email, setEmail] = useState(user.email);
  const update = useUpdateUser(user.id);
  const unchanged = displayName === user.displayName && email === user.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ displayName: displayName.trim(), email: email.trim() });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label={t.edit} sx={{ maxWidth: 420 }}>
      <TextField
        label={t.displayName}
        value={displayName}
        onChange={(event) => setDisplayName(event.target.value)}
        required
        size="small"
      />
      <TextField
        label={t.email}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
        size="small"
      />
      <div>
        <Button type="submit" variant="contained" disabled={unchanged} loading={update.isPending}>
          {t.save}
        </Button>
      </div>
    </Stack>
  );
}
