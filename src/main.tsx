import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { createAuth } from './authProvider';
import { ErrorBoundary } from './components/ErrorBoundary';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// react-admin would create a hash router; SPEC section 2's routes are real paths. A data router keeps
// react-admin's unsaved-changes blocker working.
const auth = createAuth();
const router = createBrowserRouter([{ path: '*', element: <App auth={auth} /> }]);

createRoot(root).render(
  <StrictMode>
    <ErrorBoundary>
      <RouterProvider router={router} />
    </ErrorBoundary>
  </StrictMode>,
);
