import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createAuth } from './authProvider/auth';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Root } from './Root';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition renders in slices that give the main thread back every few milliseconds, so a slow phone
// never meets one long task while the first screen renders (docs/decisions/0020-landing-bundle.md).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <ErrorBoundary>
        <Root auth={createAuth()} />
      </ErrorBoundary>
    </StrictMode>,
  );
});
