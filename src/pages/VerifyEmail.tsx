import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAuth, useSession } from '../authProvider';
import { confirmEmail } from '../authProvider/authApi';
import { FormCard } from '../components/FormCard';

/**
 * The page of the link in a confirmation mail: it confirms at once. Opening it twice (a second tab, a
 * reload) says the same, as the server answers a link already used for the same address alike.
 */
export default function VerifyEmail() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const auth = useAuth();
  const { user } = useSession();
  const signedIn = user !== null;
  const confirm = useMutation({
    mutationFn: async () => {
      const email = await confirmEmail(token);
      // A signed-in tab shows the confirmed (or moved) address at once.
      if (signedIn) await auth.refresh();
      return email;
    },
  });
  const { mutate } = confirm;
  // One request per page, also where React runs the effect twice.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate();
  }, [token, mutate]);

  const title = translate('app.emailVerification.confirmTitle');
  const footer = (
    <Link component={RouterLink} to={signedIn ? '/profile' : '/login'} color="secondary">
      {translate(signedIn ? 'app.emailVerification.toProfile' : 'app.emailVerification.signIn')}
    </Link>
  );
  let message: string | null = null;
  if (!token) message = translate('app.emailVerification.missingToken');
  else if (confirm.isError) message = confirm.error.message;

  return (
    <FormCard title={title} error={message} onSubmit={() => undefined} footer={footer}>
      {confirm.isSuccess ? (
        <Alert severity="success" role="status">
          {translate('app.emailVerification.confirmed', { email: confirm.data })}
        </Alert>
      ) : null}
      {token && confirm.isPending ? (
        <Alert severity="info" role="status">
          {translate('app.emailVerification.confirming')}
        </Alert>
      ) : null}
    </FormCard>
  );
}
