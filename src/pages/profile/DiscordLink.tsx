import type { User } from '@domain/api';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useGuardedMutation } from '@/components/useGuardedMutation';
import { useAppDataProvider } from '@/dataProvider';
import { failureDetail } from './failureDetail';
import { leaveApp } from './leaveApp';
import { useAccountAction } from './useAccountAction';
import type { ShowAlert } from './useTimedAlert';

/** Link (or explain that linking is not configured here) and Unlink. */
export function DiscordLink({ user, show }: { user: User; show: ShowAlert }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const unlink = useAccountAction(
    () => dataProvider.unlinkDiscord(),
    {
      success: translate('app.profile.notifications.discordUnlinked'),
      failure: translate('app.profile.notifications.discordUnlinkFailed'),
    },
    show,
  );
  const config = useQuery({
    // react-admin's key scheme: [resource, method].
    queryKey: ['profile', 'getDiscordLinkConfig'],
    queryFn: () => dataProvider.getDiscordLinkConfig(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const start = useGuardedMutation({
    mutationFn: () => dataProvider.createDiscordLinkIntent(),
    onSuccess: (intent) => leaveApp(intent.url),
    onError: (error) =>
      show({
        severity: 'error',
        title: translate('app.profile.notifications.discordStartFailed'),
        detail: failureDetail(error),
      }),
  });

  if (user.discordID) {
    // Without a password, Discord is the only way in: the server refuses the unlink, and the page says why.
    const onlyWayIn = !user.hasPassword;
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Button
          variant="outlined"
          color="warning"
          disabled={unlink.isPending || onlyWayIn}
          onClick={() => unlink.mutate(undefined)}
        >
          {translate('app.profile.discord.unlink')}
        </Button>
        {onlyWayIn ? (
          <Typography color="text.secondary">{translate('app.profile.discord.onlyWayIn')}</Typography>
        ) : null}
      </Stack>
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
        {translate('app.profile.discord.link')}
      </Button>
      {notConfigured ? (
        <Typography color="text.secondary">{translate('app.profile.discord.notConfigured')}</Typography>
      ) : null}
    </Stack>
  );
}
