import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '@/authProvider';
import { Page } from '@/components/Page';
import { DeleteAccount } from './DeleteAccount';
import { DiscordLink } from './DiscordLink';
import { EmailAddressNotice } from './EmailAddressNotice';
import { PasswordForm } from './PasswordForm';
import { ProfileDetails } from './ProfileDetails';
import { useTimedAlert } from './useTimedAlert';

/** /profile: view and edit mode, password-change mode, Discord linking, account deletion. */
export default function ProfilePage() {
  const translate = useTranslate();
  const { user } = useSession();
  const { alert, show } = useTimedAlert();
  // 'set' for an account without a password (created through Discord); fixed while the form is open, as
  // the saved password refreshes the user before the success is told.
  const [passwordMode, setPasswordMode] = useState<'change' | 'set' | null>(null);
  const [params, setParams] = useSearchParams();
  const justLinked = params.get('discord') === 'linked';

  useEffect(() => {
    if (!justLinked) return;
    show({ severity: 'success', title: translate('app.profile.notifications.discordLinked') });
    setParams({}, { replace: true });
  }, [justLinked, show, setParams, translate]);

  if (!user) return null;
  return (
    <Page title={translate('app.profile.title')} maxWidth={640}>
      <Stack spacing={3}>
        {alert ? (
          <Alert severity={alert.severity} role="alert" sx={{ overflowWrap: 'anywhere' }}>
            <AlertTitle>{alert.title}</AlertTitle>
            {alert.detail && alert.detail !== alert.title ? alert.detail : null}
          </Alert>
        ) : null}
        <EmailAddressNotice user={user} show={show} />
        <Paper sx={{ p: { xs: 2, sm: 3 } }}>
          {passwordMode ? (
            <PasswordForm user={user} mode={passwordMode} show={show} onBack={() => setPasswordMode(null)} />
          ) : (
            <ProfileDetails
              user={user}
              show={show}
              onChangePassword={() => setPasswordMode(user.hasPassword ? 'change' : 'set')}
            />
          )}
        </Paper>
        <Paper sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography component="h2" variant="h6" gutterBottom>
            {translate('app.profile.discord.title')}
          </Typography>
          <DiscordLink user={user} show={show} />
        </Paper>
        <Paper sx={{ p: { xs: 2, sm: 3 } }}>
          <DeleteAccount user={user} show={show} />
        </Paper>
      </Stack>
    </Page>
  );
}
