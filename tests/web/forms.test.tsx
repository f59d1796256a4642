import { STORAGE_KEYS } from '@domain/constants';
import { translate } from '@domain/i18n';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { afterSignInPath } from '@/components/signInOrigin';
import { failWith, makeUser, markGateVerified, okPage, serveTeamData, signInAs } from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

const user = userEvent.setup();

function serveRegister() {
  server.use(
    http.post('/api/auth/local/register', () =>
      HttpResponse.json({ success: true, data: makeUser({ displayName: 'Ace' }) }, { status: 201 }),
    ),
  );
}

/** What the dashboard asks for when a signed-in user lands there. */
function serveDashboard() {
  serveTeamData({});
  server.use(http.get('/api/notifications', () => okPage('notifications', [])));
}

function serveLogin(seen: unknown[] = []) {
  server.use(
    http.post('/api/auth/local/login', async ({ request }) => {
      seen.push(await request.json());
      return HttpResponse.json({ success: true, token: 't', refreshToken: 'r', user: makeUser() });
    }),
  );
  return seen;
}

describe('access gate', () => {
  it.each(['/', '/login', '/register'])('stands in front of %s', async (path) => {
    renderApp(path);
    expect(
      await screen.findByRole('heading', { name: translate('app.access.gate.title') }),
    ).toBeInTheDocument();
    expect(screen.getByText(translate('app.access.gate.text'))).toBeInTheDocument();
  });

  it('enables Verify only at six characters and masks the code', async () => {
    renderApp('/');
    const input = await screen.findByLabelText(translate('app.access.gate.codeLabel'));
    const verify = screen.getByRole('button', { name: translate('app.access.gate.verify') });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('maxLength', '6');
    expect(verify).toBeDisabled();
    await user.type(input, 'ABCDE');
    expect(verify).toBeDisabled();
    await user.type(input, 'F');
    expect(verify).toBeEnabled();
    await user.type(input, 'G');
    expect(input).toHaveValue('ABCDEF');
  });

  it('says so when the code is wrong', async () => {
    server.use(http.post('/api/access/verify', () => failWith(400, translate('app.access.gate.incorrect'))));
    renderApp('/');
    await user.type(await screen.findByLabelText(translate('app.access.gate.codeLabel')), 'WRONG1');
    await user.click(screen.getByRole('button', { name: translate('app.access.gate.verify') }));
    expect(await screen.findByText(translate('app.access.gate.incorrect'))).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.accessVerified)).toBeNull();
  });

  it('persists the flag and opens the landing when the code is right', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/access/verify', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, data: { verified: true } });
      }),
    );
    renderApp('/');
    await user.type(await screen.findByLabelText(translate('app.access.gate.codeLabel')), 'PAINT1');
    await user.click(screen.getByRole('button', { name: translate('app.access.gate.verify') }));
    expect(
      await screen.findByRole('heading', { level: 1, name: translate('app.landing.heroTitle') }),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ code: 'PAINT1' }]);
    expect(localStorage.getItem(STORAGE_KEYS.accessVerified)).toBe('true');
  });
});

describe('login form', () => {
  async function openLogin(path = '/login') {
    markGateVerified();
    renderApp(path);
    return {
      email: await screen.findByLabelText(translate('app.access.login.email')),
      password: screen.getByLabelText(translate('app.access.login.password')),
      submit: screen.getByRole('button', { name: translate('app.access.login.submit') }),
    };
  }

  it('asks for both fields', async () => {
    const seen = serveLogin();
    const form = await openLogin();
    await user.type(form.email, 'player@example.com');
    await user.click(form.submit);
    expect(await screen.findByText(translate('app.access.login.bothRequired'))).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('shows Invalid email or password for a 401', async () => {
    server.use(http.post('/api/auth/local/login', () => failWith(401, 'Invalid email or password')));
    const form = await openLogin();
    await user.type(form.email, 'player@example.com');
    await user.type(form.password, 'wrong');
    await user.click(form.submit);
    expect(await screen.findByText(translate('app.access.login.invalidCredentials'))).toBeInTheDocument();
  });

  it('signs in and goes back to the page that asked for it', async () => {
    const seen = serveLogin();
    const form = await openLogin('/admin/league-management');
    await user.type(form.email, 'player@example.com');
    await user.type(form.password, 'secret1');
    await user.click(form.submit);
    // A player may not manage teams: landing on the remembered page shows Access Denied there.
    expect(
      await screen.findByRole('heading', { name: translate('app.errors.accessDenied.title') }),
    ).toBeInTheDocument();
    expect(seen).toEqual([{ email: 'player@example.com', password: 'secret1' }]);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('t');
  });

  it('links to the register form', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: translate('app.access.login.toRegister') })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});

describe('register form', () => {
  async function openRegister() {
    markGateVerified();
    renderApp('/register');
    await screen.findByLabelText(translate('app.access.register.email'));
    return {
      fill: async (values: Partial<Record<'email' | 'password' | 'confirm' | 'displayName', string>>) => {
        const fields = {
          email: screen.getByLabelText(translate('app.access.register.email')),
          password: screen.getByLabelText(translate('app.access.register.password')),
          confirm: screen.getByLabelText(translate('app.access.register.confirmPassword')),
          displayName: screen.getByLabelText(translate('app.access.register.displayName')),
        };
        for (const [name, value] of Object.entries(values)) {
          if (value) await user.type(fields[name as keyof typeof fields], value);
        }
        await user.click(screen.getByRole('button', { name: translate('app.access.register.submit') }));
      },
    };
  }

  it.each([
    [{ email: 'a@example.com', password: 'secret1' }, translate('app.access.register.allRequired')],
    [
      { email: 'a@example.com', password: 'secret1', confirm: 'secret2', displayName: 'Ace' },
      translate('app.passwordReset.passwordsMismatch'),
    ],
    [
      { email: 'a@example.com', password: 'short', confirm: 'short', displayName: 'Ace' },
      translate('app.access.register.passwordTooShort'),
    ],
    [
      { email: 'not-an-email', password: 'secret1', confirm: 'secret1', displayName: 'Ace' },
      translate('app.errors.validation.invalidEmail'),
    ],
    [
      { email: 'a@example.com', password: 'secret1', confirm: 'secret1', displayName: 'A' },
      translate('app.errors.validation.displayNameLength'),
    ],
  ])('validates %o', async (values, message) => {
    const form = await openRegister();
    await form.fill(values);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says the email may be in use on a 409', async () => {
    server.use(
      http.post('/api/auth/local/register', () =>
        failWith(409, 'An account with this email already exists.'),
      ),
    );
    const form = await openRegister();
    await form.fill({ email: 'a@example.com', password: 'secret1', confirm: 'secret1', displayName: 'Ace' });
    expect(await screen.findByText(translate('app.access.register.emailInUse'))).toBeInTheDocument();
  });

  it('signs in with the same credentials after registering and lands on /dashboard', async () => {
    serveRegister();
    serveDashboard();
    const seen = serveLogin();
    const form = await openRegister();
    await form.fill({ email: 'a@example.com', password: 'secret1', confirm: 'secret1', displayName: 'Ace' });
    expect(
      await screen.findByRole('heading', { name: translate('app.dashboard.title') }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: translate('app.layout.account') })).toBeInTheDocument();
    expect(seen).toEqual([{ email: 'a@example.com', password: 'secret1' }]);
  });

  it('shows the gate again when the server lost the gate cookie', async () => {
    server.use(
      http.post('/api/auth/local/register', () =>
        failWith(403, 'Access code required.', 'ACCESS_GATE_REQUIRED'),
      ),
    );
    const form = await openRegister();
    await form.fill({ email: 'a@example.com', password: 'secret1', confirm: 'secret1', displayName: 'Ace' });
    expect(
      await screen.findByRole('heading', { name: translate('app.access.gate.title') }),
    ).toBeInTheDocument();
  });
});

describe('where signing in leads', () => {
  it('goes to /dashboard after login when no page asked for it', async () => {
    markGateVerified();
    serveLogin();
    serveDashboard();
    renderApp('/login');
    await user.type(await screen.findByLabelText(translate('app.access.login.email')), 'player@example.com');
    await user.type(screen.getByLabelText(translate('app.access.login.password')), 'secret1');
    await user.click(screen.getByRole('button', { name: translate('app.access.login.submit') }));
    expect(
      await screen.findByRole('heading', { name: translate('app.dashboard.title') }, SLOW),
    ).toBeInTheDocument();
  });

  it('remembers the origin through the switch from login to register, and goes there after registering', async () => {
    markGateVerified();
    serveRegister();
    serveLogin();
    renderApp('/admin/league-management');
    await user.click(await screen.findByRole('link', { name: translate('app.access.login.toRegister') }));
    const fields: [string, string][] = [
      [translate('app.access.register.email'), 'a@example.com'],
      [translate('app.access.register.password'), 'secret1'],
      [translate('app.access.register.confirmPassword'), 'secret1'],
      [translate('app.access.register.displayName'), 'Ace'],
    ];
    for (const [label, value] of fields) await user.type(await screen.findByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: translate('app.access.register.submit') }));
    // A player may not manage teams: landing on the remembered page shows Access Denied there.
    expect(
      await screen.findByRole('heading', { name: translate('app.errors.accessDenied.title') }, SLOW),
    ).toBeInTheDocument();
  });

  it.each(['/login', '/register'])('sends a signed-in user from %s to /dashboard', async (path) => {
    signInAs();
    serveDashboard();
    renderApp(path);
    expect(
      await screen.findByRole('heading', { name: translate('app.dashboard.title') }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(translate('app.access.login.email'))).not.toBeInTheDocument();
  });

  it('takes only a path of this app as the origin', () => {
    expect(afterSignInPath({ nextPathname: '/profile', nextSearch: '?tab=security' })).toBe(
      '/profile?tab=security',
    );
    expect(afterSignInPath({ nextPathname: '//evil.example/x', nextSearch: '' })).toBe('/dashboard');
    expect(afterSignInPath({ nextPathname: 'https://evil.example' })).toBe('/dashboard');
    expect(afterSignInPath({ nextPathname: '/login' })).toBe('/dashboard');
    expect(afterSignInPath(null)).toBe('/dashboard');
  });
});
