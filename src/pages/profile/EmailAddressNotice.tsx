import type { User } from '@domain/api';
import { DEFAULT_LEAGUE } from '@domain/constants';
import type { LeagueSettings } from '@domain/league-settings';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useGetOne, useTranslate } from 'ra-core';
import { useAppDataProvider } from '@/dataProvider';
import { useAccountAction } from './useAccountAction';
import type { ShowAlert } from './useTimedAlert';

/**
 * What the player still has to do about their address: confirm it (stronger words when the league lets
 * only confirmed players play), or open the link sent to the new address they asked for. Both can send
 * the link again; a pending change can be dropped.
 */
export function EmailAddressNotice({ user, show }: { user: User; show: ShowAlert }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const league = useGetOne<LeagueSettings>('league-settings', { id: DEFAULT_LEAGUE.id });
  const waitingFor = user.pendingEmail ?? user.email;
  const resend = useAccountAction(
    () => dataProvider.resendEmailConfirmation(user.id),
    {
      success: translate('app.emailVerification.sent', { email: waitingFor }),
      failure: translate('app.emailVerification.resendFailed'),
    },
    show,
  );
  const cancel = useAccountAction(
    () => dataProvider.cancelEmailChange(user.id),
    {
      success: translate('app.emailVerification.changeCancelled', { email: user.email }),
      failure: translate('app.profile.notifications.updateFailed'),
    },
    show,
  );
  if (!user.pendingEmail && user.emailVerified) return null;

  const busy = resend.isPending || cancel.isPending;
  const text = user.pendingEmail
    ? translate('app.emailVerification.pending', { pendingEmail: user.pendingEmail, email: user.email })
    : translate(
        league.data?.unverifiedMayPlay === false
          ? 'app.emailVerification.unverifiedNagRequired'
          : 'app.emailVerification.unverifiedNag',
        { email: user.email },
      );
  return (
    <Alert severity={user.pendingEmail ? 'info' : 'warning'} role="status" sx={{ overflowWrap: 'anywhere' }}>
      {text}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        <Button variant="outlined" size="small" disabled={busy} onClick={() => resend.mutate(undefined)}>
          {translate('app.emailVerification.resend')}
        </Button>
        {user.pendingEmail ? (
          <Button size="small" disabled={busy} onClick={() => cancel.mutate(undefined)}>
            {translate('app.emailVerification.cancelChange')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
