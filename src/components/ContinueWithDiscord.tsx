import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useAppDataProvider } from '@/dataProvider';
import { leaveApp } from '@/pages/profile/leaveApp';

/** Where the browser goes to sign in with Discord: the server redirects it to Discord's consent screen. */
export const DISCORD_SIGN_IN_URL = '/api/auth/discord/signin';

/**
 * "Continue with Discord" on the sign-in and register forms, shown only when the server has Discord
 * configured (the same answer the profile's link button reads).
 */
export function ContinueWithDiscord() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [leaving, setLeaving] = useState(false);
  const config = useQuery({
    // react-admin's key scheme: [resource, method]; shared with the profile's link button.
    queryKey: ['profile', 'getDiscordLinkConfig'],
    queryFn: () => dataProvider.getDiscordLinkConfig(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!config.data?.enabled) return null;
  return (
    <Button
      variant="outlined"
      color="secondary"
      size="large"
      disabled={leaving}
      onClick={() => {
        setLeaving(true);
        leaveApp(DISCORD_SIGN_IN_URL);
      }}
    >
      {translate('app.access.discordSignIn.continue')}
    </Button>
  );
}
