import { DISCORD_DENIED_ERROR } from '@domain/profile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '@/authProvider';
import { ProtectedRoute } from '@/components/ProtectedRoute';
import { StatusPage } from '@/components/StatusPage';
import { useAppDataProvider } from '@/dataProvider';
import { failureDetail } from '../profile/failureDetail';
import { exchangeOnce } from './exchangeOnce';

function Linking() {
  const translate = useTranslate();
  const linking = translate('app.access.discordCallback.linking');
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 8 }}>
      <CircularProgress color="secondary" aria-label={linking} />
      <Typography>{linking}</Typography>
    </Box>
  );
}

function LinkFailed({ message }: { message: string }) {
  const navigate = useNavigate();
  const translate = useTranslate();
  return (
    <StatusPage
      title={message}
      actions={
        <Button variant="contained" onClick={() => navigate('/profile')}>
          {translate('app.access.discordCallback.backToProfile')}
        </Button>
      }
    />
  );
}

/** Forwards the code and state to the server with the user's token, then goes to /profile?discord=linked. */
function Exchange({ code, state }: { code: string; state: string | null }) {
  const dataProvider = useAppDataProvider();
  const auth = useAuth();
  const navigate = useNavigate();
  const translate = useTranslate();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    exchangeOnce(code, async () => {
      await dataProvider.exchangeDiscordCode(code, state);
      await auth.refresh(); // the stored user now carries the link
    }).then(
      () => navigate('/profile?discord=linked', { replace: true }),
      (error: unknown) =>
        setFailure(failureDetail(error) ?? translate('app.access.discordCallback.linkFailed')),
    );
  }, [code, state, dataProvider, auth, navigate, translate]);

  return failure ? <LinkFailed message={failure} /> : <Linking />;
}

/** /discord/callback (SPEC section 2): where Discord sends the browser back with a code, or an error. */
export default function DiscordCallbackPage() {
  const [params] = useSearchParams();
  const translate = useTranslate();
  const code = params.get('code');
  const error = params.get('error');

  if (error) {
    return (
      <LinkFailed
        message={translate(
          error === DISCORD_DENIED_ERROR
            ? 'app.access.discordCallback.accessDenied'
            : 'app.access.discordCallback.linkFailed',
        )}
      />
    );
  }
  if (!code) return <LinkFailed message={translate('app.access.discordCallback.noCode')} />;
  // The exchange needs the signed-in user's token: a signed-out visitor signs in first and comes back.
  return (
    <ProtectedRoute>
      <Exchange code={code} state={params.get('state')} />
    </ProtectedRoute>
  );
}
