import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach } from 'vitest';
import { App } from '@/App';
import { type Auth, createAuth } from '@/authProvider';

const started: Auth[] = [];
afterEach(() => {
  for (const auth of started.splice(0)) auth.dispose();
});

/** The whole app at `path`, with a fresh Auth reading whatever the test put into localStorage. */
export function renderApp(path: string | { pathname: string; state: unknown }) {
  const auth = createAuth();
  started.push(auth);
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App auth={auth} />
    </MemoryRouter>,
  );
  return { ...view, auth };
}
