import type { User } from '@domain/api';
import { messages } from '@domain/messages';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '@/dataProvider';
import { failureDetail } from './failureDetail';
import { leaveApp } from './leaveApp';
import { useAccountAction } from './useAccountAction';
import type { ShowAlert } from './useTimedAlert';

const d = messages.discord;

/** Link (or explain that linking is not configured here) and Unlink. */
export function DiscordLink({ user, show }: { user: User; show: ShowAlert }) {
  const dataProvider = useAppDataProvider();
  const unlink = useAccountAction(
    () => dataProvider.unlinkDiscord(),
    { success: d.unlinked, failure: d.unlinkFailed },
    show,
  );
  const config = useQuery({
    // react-admin's key scheme: [resource, method].
    queryKey: ['profile', 'getDiscordLinkConfig'],
    queryFn: () => dataProvider.getDiscordLinkConfig(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const start = useMutation({
    mutationFn: () => dataProvider.createDiscordLinkIntent(),
    onSuccess: (intent) => leaveApp(intent.url),
    onError: (error) => show({ severity: 'error', title: d.startFailed, detail: failureDetail(error) }),
  });

  if (user.discordID) {
    return (
      <Button
        variant="outlined"
        color="warning"
        disabled={unlink.isPending}
        onClick={() => unlink.mutate(undefined)}
      >
        {d.unlink}
      </Button>
    );
  }
  const notConfigured = config.data?.enabled === false;
  // Off from the click until the browser has left for Discord.
  const starting = start.isPending || start.isSuccess;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        color="secondary"
        disabled={!config.data?.enabled || starting}
        onClick={() => start.mutate()}
      >
        {d.link}
      </Button>
      {notConfigured ? <Typography color="text.secondary">{d.notConfigured}</Typography> : null}
    </Stack>
  );
}
