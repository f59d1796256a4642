import { DISCORD_DENIED_ERROR } from '@domain/profile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth, useSession } from '@/authProvider';
import { LoadingSpinner } from '@/components/LoadingSpinner';
import { StatusPage } from '@/components/StatusPage';
import { useAppDataProvider } from '@/dataProvider';
import { isHttpError } from '@/dataProvider/fetchJson';
import { failureDetail } from '../profile/failureDetail';
import { exchangeOnce } from './exchangeOnce';

function Waiting({ text }: { text: string }) {
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 8 }}>
      <CircularProgress color="secondary" aria-label={text} />
      <Typography>{text}</Typography>
    </Box>
  );
}

/**
 * A failure with the way back: the profile after linking, the sign-in page after signing in. The page is
 * named by what was tried (its heading and tab title); the reason is the text under it.
 */
function Failed({ message, signingIn }: { message: string; signingIn: boolean }) {
  const navigate = useNavigate();
  const translate = useTranslate();
  return (
    <StatusPage
      title={translate(signingIn ? 'app.access.discordSignIn.title' : 'app.access.discordCallback.title')}
      text={message}
      actions={
        <Button variant="contained" onClick={() => navigate(signingIn ? '/login' : '/profile')}>
          {translate(
            signingIn ? 'app.access.discordSignIn.backToLogin' : 'app.access.discordCallback.backToProfile',
          )}
        </Button>
      }
    />
  );
}

/** Linking: forwards the code and state with the user's token, then goes to /profile?discord=linked. */
function Link({ code, state }: { code: string; state: string | null }) {
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

  return failure ? (
    <Failed message={failure} signingIn={false} />
  ) : (
    <Waiting text={translate('app.access.discordCallback.linking')} />
  );
}

/**
 * Signing in: the server answers as the password login does; the session is kept as /login keeps it and
 * the player goes to the dashboard. The server's refusal (email of another account, no verified email,
 * the access gate) is shown as it is.
 */
function SignIn({ code, state }: { code: string; state: string | null }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const translate = useTranslate();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    exchangeOnce(code, async () => {
      await auth.signInWithDiscord(code, state);
    }).then(
      () => {
        void queryClient.invalidateQueries({ queryKey: ['auth'] });
        navigate('/dashboard', { replace: true });
      },
      (error: unknown) =>
        setFailure(
          isHttpError(error) && error.status < 500
            ? error.message
            : translate('app.access.discordSignIn.failed'),
        ),
    );
  }, [code, state, auth, queryClient, navigate, translate]);

  return failure ? (
    <Failed message={failure} signingIn />
  ) : (
    <Waiting text={translate('app.access.discordSignIn.signingIn')} />
  );
}

/**
 * /discord/callback: where Discord sends the browser back with a code, or an error, both
 * after linking (a signed-in browser) and after "Continue with Discord" (a signed-out one). The server
 * tells the flows apart by the state cookie; a signed-in browser sends its token for the link.
 */
export default function DiscordCallbackPage() {
  const { status } = useSession();
  if (status === 'restoring') return <LoadingSpinner />;
  return <Callback />;
}

function Callback() {
  const [params] = useSearchParams();
  const translate = useTranslate();
  const { user } = useSession();
  // Decided once: the sign-in itself makes the browser signed in, and must not turn into a link.
  const [signingIn] = useState(() => !user);
  const code = params.get('code');
  const error = params.get('error');
  const state = params.get('state');

  if (error) {
    const denied = signingIn ? 'app.access.discordSignIn.denied' : 'app.access.discordCallback.accessDenied';
    const failed = signingIn ? 'app.access.discordSignIn.failed' : 'app.access.discordCallback.linkFailed';
    return (
      <Failed message={translate(error === DISCORD_DENIED_ERROR ? denied : failed)} signingIn={signingIn} />
    );
  }
  if (!code) return <Failed message={translate('app.access.discordCallback.noCode')} signingIn={signingIn} />;
  return signingIn ? <SignIn code={code} state={state} /> : <Link code={code} state={state} />;
}
