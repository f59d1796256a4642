/**
 * Where a signed-out visitor was going, kept in the navigation state under the names react-admin's
 * own logout and auth checks use, so every way to /login remembers the origin the same way.
 */
export interface SignInOrigin {
  nextPathname: string;
  nextSearch: string;
}

/** Where a signed-in user goes when nothing remembers an origin (or when the origin is a sign-in form). */
export const AFTER_SIGN_IN_DEFAULT = '/dashboard';

const SIGN_IN_FORMS = new Set(['/login', '/register']);

export function signInOrigin(location: { pathname: string; search: string }): SignInOrigin {
  return { nextPathname: location.pathname, nextSearch: location.search };
}

/** The remembered origin of `state`, else the dashboard; only paths of this app (no `//host`). */
export function afterSignInPath(state: unknown): string {
  if (typeof state !== 'object' || state === null) return AFTER_SIGN_IN_DEFAULT;
  const { nextPathname, nextSearch } = state as Partial<Record<keyof SignInOrigin, unknown>>;
  if (
    typeof nextPathname !== 'string' ||
    !nextPathname.startsWith('/') ||
    nextPathname.startsWith('//') ||
    SIGN_IN_FORMS.has(nextPathname)
  ) {
    return AFTER_SIGN_IN_DEFAULT;
  }
  return nextPathname + (typeof nextSearch === 'string' ? nextSearch : '');
}
