import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { type ReactElement, useEffect, useState, useSyncExternalStore } from 'react';
import { AuthServicesProvider } from './authProvider/AuthServices';
import type { Auth } from './authProvider/auth';
import type { SessionState } from './authProvider/session';
import { GatedRoute } from './components/GatedRoute';
import { LoadingSpinner } from './components/LoadingSpinner';
import { PublicLayout } from './layout/PublicLayout';
import { Landing } from './pages/Landing';
import { theme } from './theme';
import { useDownload } from './useDownload';

// The landing page is the first screen of nearly every visit. For a signed-out visitor it (and the access
// gate in front of it) renders here with React and MUI alone; the app (react-admin, react-router, the
// whole catalogue, the API's schemas) downloads when the visitor goes anywhere else, and from then on
// the app's router owns the page (docs/decisions/0020-landing-bundle.md).

const loadApp = () => import('./BrowserApp');
const publicTheme = createTheme(theme);

function isPublicScreen(session: SessionState): boolean {
  return window.location.pathname === '/' && session.status === 'ready' && session.user === null;
}

/** The same-origin path an anchor in the shell leads to, or null for any other target. */
function internalHref(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a') : null;
  const href = link?.getAttribute('href');
  if (!link || link.target || !href?.startsWith('/') || href.startsWith('//')) return null;
  return href;
}

/** The app once its chunk has arrived, `loading` until then; a failed download goes to the error boundary. */
function StartedApp({ auth, loading }: { auth: Auth; loading: ReactElement }) {
  const app = useDownload(loadApp);
  return app ? <app.BrowserApp auth={auth} /> : loading;
}

export function Root({ auth }: { auth: Auth }) {
  const session = useSyncExternalStore(auth.session.subscribe, auth.session.getState);
  const [appStarted, setAppStarted] = useState(() => !isPublicScreen(session));
  // A sign-in (here or in another tab) starts the app too; once started it stays.
  if (!appStarted && !isPublicScreen(session)) setAppStarted(true);

  useEffect(() => {
    if (appStarted) return;
    const onPopState = () => {
      if (window.location.pathname !== '/') setAppStarted(true);
    };
    // A plain click on a link to another screen: the address changes and the app takes over.
    const onClick = (event: MouseEvent) => {
      const href = internalHref(event.target);
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (!href || modified || event.button !== 0 || event.defaultPrevented) return;
      event.preventDefault();
      if (href === window.location.pathname) return;
      window.history.pushState(null, '', href);
      setAppStarted(true);
    };
    // The app starts downloading as soon as the visitor heads for such a link (Login, Register).
    const onIntent = (event: Event) => {
      const href = internalHref(event.target);
      if (href && href !== '/') void loadApp();
    };
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [appStarted]);

  if (appStarted) {
    const signedOut = session.status === 'ready' && session.user === null;
    const loading = (
      <ThemeProvider theme={publicTheme}>
        <CssBaseline enableColorScheme />
        {signedOut ? (
          <PublicLayout>
            <LoadingSpinner />
          </PublicLayout>
        ) : (
          <LoadingSpinner />
        )}
      </ThemeProvider>
    );
    return <StartedApp auth={auth} loading={loading} />;
  }

  return (
    <AuthServicesProvider auth={auth}>
      <ThemeProvider theme={publicTheme}>
        <CssBaseline enableColorScheme />
        <PublicLayout>
          <GatedRoute>
            <Landing />
          </GatedRoute>
        </PublicLayout>
      </ThemeProvider>
    </AuthServicesProvider>
  );
}
