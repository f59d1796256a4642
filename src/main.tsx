import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAuth } from './authProvider/auth';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Root } from './Root';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ErrorBoundary>
      <Root auth={createAuth()} />
    </ErrorBoundary>
  </StrictMode>,
);
