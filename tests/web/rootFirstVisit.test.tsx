import { translate } from '@domain/i18n';
import { landingMessages } from '@domain/i18n/landing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import { type Auth, createAuth } from '@/authProvider';
import { Root } from '@/Root';
import { server } from './msw';
import { SLOW } from './timeouts';

// The first visit: Root (what src/main.tsx starts) draws the access gate and the landing page for a
// signed-out visitor of `/` without loading the app (src/BrowserApp.tsx: react-admin in the router), and
// hands over to it when the visitor follows a link. Its own file, as a module is loaded once per file.

const appModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@/BrowserApp', async (importOriginal) => {
  appModule.loads += 1;
  return importOriginal();
});

const user = userEvent.setup();
let auth: Auth | null = null;
afterEach(() => {
  auth?.dispose();
  window.history.replaceState(null, '', '/');
});

it('shows the gate, then the landing, without the app, and loads the app when the visitor goes on', async () => {
  server.use(http.post('/api/access/verify', () => HttpResponse.json({ success: true, data: {} })));
  window.history.replaceState(null, '', '/');
  auth = createAuth();
  render(<Root auth={auth} />);

  await user.type(await screen.findByLabelText(translate('app.access.gate.codeLabel')), 'PAINT1');
  await user.click(screen.getByRole('button', { name: translate('app.access.gate.verify') }));
  expect(
    await screen.findByRole('heading', { level: 1, name: translate('app.landing.heroTitle') }),
  ).toBeInTheDocument();
  // The top bar's Login and the landing's.
  const logins = screen.getAllByRole('link', { name: translate('app.layout.login') });
  expect(logins.map((link) => link.getAttribute('href'))).toEqual(['/login', '/login']);
  expect(screen.getAllByRole('article')).toHaveLength(Object.keys(landingMessages.features).length);
  expect(
    screen.getByText(translate('app.layout.copyright', { year: new Date().getFullYear() })),
  ).toBeInTheDocument();
  expect(appModule.loads).toBe(0);

  await user.click(screen.getByRole('link', { name: translate('app.landing.register') }));
  expect(
    await screen.findByLabelText(translate('app.access.register.displayName'), {}, SLOW),
  ).toBeInTheDocument();
  expect(window.location.pathname).toBe('/register');
  expect(appModule.loads).toBe(1);
});
