import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../authProvider/AuthServices';
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

  if (status === 'restoring') return <LoadingSpinner />;
  if (user) return <Navigate to={afterSignInPath(location.state)} replace />;
  return <GatedRoute>{children}</GatedRoute>;
}
