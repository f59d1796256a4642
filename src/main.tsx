import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createAuth } from './authProvider/auth';
import { ErrorBoundary } from './components/ErrorBoundary';
import { preloadPage } from './pageChunks';
import { Root } from './Root';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const auth = createAuth();
// The page of this address downloads alongside the app instead of after it: any page of a stored session
// (the app, not the landing page, draws it), or one of the forms a signed-out visitor opens by its address.
preloadPage(window.location.pathname, auth.session.getState().user !== null);

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
