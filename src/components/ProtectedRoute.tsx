import type { Principal } from '@domain/permissions';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../authProvider/AuthServices';
import { lazyPage, pageChunks } from '../pageChunks';
import { LoadingSpinner } from './LoadingSpinner';
import { signInOrigin } from './signInOrigin';

/** The page a signed-in user meets where a rule keeps them out (also react-admin's `accessDenied`). */
export const AccessDenied = lazyPage(pageChunks.accessDenied);

export type AccessPredicate = (principal: Principal) => boolean;

interface ProtectedRouteProps {
  /** The permission or role the route needs on top of being signed in. */
  allow?: AccessPredicate;
  children: ReactNode;
}

/**
 * A spinner while auth is checked, /login (remembering the origin the way react-admin's
 * logout does) when signed out, Access Denied when a required permission is missing.
 */
export function ProtectedRoute({ allow, children }: ProtectedRouteProps) {
  const { status, user } = useSession();
  const location = useLocation();

  if (status === 'restoring') return <LoadingSpinner />;
  if (!user) {
    return <Navigate to="/login" replace state={signInOrigin(location)} />;
  }
  if (allow && !allow(user)) return <AccessDenied />;
  return children;
}
