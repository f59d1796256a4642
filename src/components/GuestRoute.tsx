import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../authProvider/AuthServices';
import { preloadPage } from '../pageChunks';
import { GatedRoute } from './GatedRoute';
import { LoadingSpinner } from './LoadingSpinner';
import { afterSignInPath } from './signInOrigin';

/**
 * The sign-in forms (/login, /register): behind the access gate while signed out; once signed in
 * (by this form, or in another tab) the user goes on to the remembered origin, else /dashboard.
 */
export function GuestRoute({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const location = useLocation();
  const next = afterSignInPath(location.state);
  // The page the form leads to downloads while the visitor fills the form in.
  useEffect(() => {
    if (!user) preloadPage(next, true);
  }, [next, user]);

  if (status === 'restoring') return <LoadingSpinner />;
  if (user) return <Navigate to={next} replace />;
  return <GatedRoute>{children}</GatedRoute>;
}
