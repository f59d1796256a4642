import { translate } from '@domain/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { type Auth, createAuth } from '@/authProvider';
import { Root } from '@/Root';
import { markGateVerified, okPage, signInAs } from './fixtures';
import { server } from './msw';
import { SLOW } from './timeouts';

// Root is what the browser starts (src/main.tsx): the landing page and the access gate for a signed-out
// visitor of `/` without the app, the app (react-admin in the browser's router) for everything else.

const user = userEvent.setup();
const started: Auth[] = [];

function renderRoot(path: string) {
  window.history.replaceState(null, '', path);
  const auth = createAuth();
  started.push(auth);
  return render(<Root auth={auth} />);
}

afterEach(() => {
  for (const auth of started.splice(0)) auth.dispose();
  window.history.replaceState(null, '', '/');
});

describe('Root', () => {
  it('hands over to the app on a click on Register: the address changes and the form shows', async () => {
    markGateVerified();
    renderRoot('/');
    await user.click(await screen.findByRole('link', { name: translate('app.landing.register') }));
    expect(
      await screen.findByLabelText(translate('app.access.register.displayName'), {}, SLOW),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/register');
  });

  it('leaves a click with a modifier key to the browser', async () => {
    markGateVerified();
    renderRoot('/');
    const register = await screen.findByRole('link', { name: translate('app.landing.register') });
    let defaultPrevented: boolean | null = null;
    const spy = (event: MouseEvent) => {
      defaultPrevented = event.defaultPrevented;
      event.preventDefault(); // jsdom would otherwise try to navigate
    };
    window.addEventListener('click', spy);
    await user.keyboard('{Control>}');
    await user.click(register);
    await user.keyboard('{/Control}');
    window.removeEventListener('click', spy);
    expect(defaultPrevented).toBe(false);
    expect(window.location.pathname).toBe('/');
    expect(
      screen.getByRole('heading', { level: 1, name: translate('app.landing.heroTitle') }),
    ).toBeInTheDocument();
  });

  it('starts the app for any other address', async () => {
    markGateVerified();
    renderRoot('/login');
    expect(await screen.findByLabelText(translate('app.access.login.email'), {}, SLOW)).toBeInTheDocument();
  });

  it('starts the app at / for a signed-in user, whose landing leads to the dashboard', async () => {
    signInAs();
    server.use(http.get('/api/notifications', () => okPage('notifications', [])));
    renderRoot('/');
    expect(
      await screen.findByRole('link', { name: translate('app.landing.goToDashboard') }, SLOW),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: translate('app.layout.account') })).toBeInTheDocument();
  });
});
