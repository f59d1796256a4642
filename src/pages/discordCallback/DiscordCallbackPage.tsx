import { messages } from '@domain/messages';
import { DISCORD_DENIED_ERROR } from '@domain/profile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '@/authProvider';
import { ProtectedRoute } from '@/components/ProtectedRoute';
import { StatusPage } from '@/components/StatusPage';
import { useAppDataProvider } from '@/dataProvider';
import { failureDetail } from '../profile/failureDetail';
import { exchangeOnce } from './exchangeOnce';

const d = messages.discord;

function Linking() {
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 8 }}>
      <CircularProgress color="secondary" aria-label={d.linking} />
      <Typography>{d.linking}</Typography>
    </Box>
  );
}

function LinkFailed({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <StatusPage
      title={message}
      actions={
        <Button variant="contained" onClick={() => navigate('/profile')}>
          {d.backToProfile}
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
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    exchangeOnce(code, async () => {
      await dataProvider.exchangeDiscordCode(code, state);
      await auth.refresh(); // the stored user now carries the link
    }).then(
      () => navigate('/profile?discord=linked', { replace: true }),
      (error: unknown) => setFailure(failureDetail(error) ?? d.linkFailed),
    );
  }, [code, state, dataProvider, auth, navigate]);

  return failure ? <LinkFailed message={failure} /> : <Linking />;
}

/** /discord/callback (SPEC section 2): where Discord sends the browser back with a code, or an error. */
export default function DiscordCallbackPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const error = params.get('error');

  if (error) return <LinkFailed message={error === DISCORD_DENIED_ERROR ? d.accessDenied : d.linkFailed} />;
  if (!code) return <LinkFailed message={d.noCode} />;
  // The exchange needs the signed-in user's token: a signed-out visitor signs in first and comes back.
  return (
    <ProtectedRoute>
      <Exchange code={code} state={params.get('state')} />
    </ProtectedRoute>
  );
}
