import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { User } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { useApiRequest } from '../../api/useApiRequest';
import { leaveApp } from './leaveApp';
import { failureDetail, profileApi } from './profileApi';
import { useAccountAction } from './useAccountAction';
import type { ShowAlert } from './useTimedAlert';

const d = messages.discord;

/** Link (or explain that linking is not configured here) and Unlink. */
export function DiscordLink({ user, show }: { user: User; show: ShowAlert }) {
  const request = useApiRequest();
  const { busy, run } = useAccountAction(show);
  const [starting, setStarting] = useState(false);
  const config = useQuery({
    queryKey: ['discord-config'],
    queryFn: () => profileApi.discordConfig(request),
    staleTime: Number.POSITIVE_INFINITY,
  });

  const link = async () => {
    setStarting(true);
    try {
      leaveApp((await profileApi.discordLinkIntent(request)).url);
    } catch (error) {
      setStarting(false);
      show({ severity: 'error', title: d.startFailed, detail: failureDetail(error) });
    }
  };

  if (user.discordID) {
    return (
      <Button
        variant="outlined"
        color="warning"
        disabled={busy}
        onClick={() =>
          run(() => profileApi.discordUnlink(request), { success: d.unlinked, failure: d.unlinkFailed })
        }
      >
        {d.unlink}
      </Button>
    );
  }
  const notConfigured = config.data?.enabled === false;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        color="secondary"
        disabled={!config.data?.enabled || starting}
        onClick={link}
      >
        {d.link}
      </Button>
      {notConfigured ? <Typography color="text.secondary">{d.notConfigured}</Typography> : null}
    </Stack>
  );
}
