import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createAuth } from './authProvider/auth';
import { ErrorBoundary } from './components/ErrorBoundary';
import { preloadPage } from './pageChunks';
import { Root } from './Root';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const auth = createAuth();
// A stored session means the app, not the landing page, draws this address: its page downloads alongside
// the app instead of after it.
if (auth.session.getState().user) preloadPage(window.location.pathname);

// A transition renders in slices that give the main thread back every few milliseconds, so a slow phone
// never meets one long task while the first screen renders (docs/decisions/0020-landing-bundle.md).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <ErrorBoundary>
        <Root auth={auth} />
      </ErrorBoundary>
    </StrictMode>,
  );
});
