import { translate } from '@domain/i18n';
import { landingMessages } from '@domain/i18n/landing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminContext } from 'ra-ui-materialui';
import { lazy } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuth } from '@/authProvider';
import { AuthServicesProvider } from '@/authProvider/AuthServices';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { createAppDataProvider } from '@/dataProvider';
import { i18nProvider } from '@/i18n';
import { AppLayout } from '@/layout/AppLayout';
import { theme } from '@/theme';
import { markGateVerified, signInAs, stubPhoneScreen } from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';

afterEach(() => vi.unstubAllGlobals());

async function navigation() {
  return screen.findByRole('navigation', { name: translate('app.layout.navigation') });
}

describe('landing and top bar', () => {
  it('shows the landing at / with its three feature cards, and Login when signed out', async () => {
    markGateVerified();
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: translate('app.landing.heroTitle') }),
    ).toBeInTheDocument();
    for (const feature of Object.values(landingMessages.features)) {
      expect(screen.getByRole('heading', { name: feature.title })).toBeInTheDocument();
    }
    // One in the top bar, one among the landing's calls to action.
    expect(screen.getAllByRole('link', { name: translate('app.layout.login') })).toHaveLength(2);
    expect(
      screen.queryByRole('navigation', { name: translate('app.layout.navigation') }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: translate('app.layout.account') })).not.toBeInTheDocument();
  });

  it('shows the bell and the account menu with the display name and Logout when signed in', async () => {
    signInAs({ roles: ['Player'] });
    server.use(http.post('/api/auth/logout', () => HttpResponse.json({ success: true, data: null })));
    renderApp('/');
    expect(
      await screen.findByRole('button', { name: translate('resources.notifications.open') }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: translate('app.layout.account') }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Splat Master')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: translate('app.layout.logout') }));
    expect(
      await screen.findByRole('button', { name: translate('app.access.login.submit') }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});

describe('side navigation', () => {
  const groupHeader = (nav: HTMLElement, title: string) =>
    within(nav).queryByRole('menuitem', { name: title });

  it('gives an admin the Admin group', async () => {
    signInAs({ roles: ['Admin'] });
    renderApp('/');
    const nav = await navigation();
    for (const title of ['Home', 'Dashboard', 'League Overview', 'Fixtures', 'Leaderboards', 'Profile']) {
      expect(within(nav).getByRole('menuitem', { name: title })).toBeInTheDocument();
    }
    expect(groupHeader(nav, 'Admin')).toBeInTheDocument();
    expect(groupHeader(nav, 'User Management')).not.toBeInTheDocument();
  });

  it('gives a player no group', async () => {
    signInAs({ roles: ['Player'] });
    renderApp('/');
    const nav = await navigation();
    expect(within(nav).getByRole('menuitem', { name: 'Home' })).toBeInTheDocument();
    for (const title of ['Admin', 'User Management', 'Game Sessions']) {
      expect(groupHeader(nav, title)).not.toBeInTheDocument();
    }
  });

  it('shows User Management for manage:users and Game Sessions for view:gameSessions', async () => {
    signInAs({ roles: ['Support'], permissions: ['manage:users', 'view:gameSessions'] });
    renderApp('/');
    const nav = await navigation();
    expect(groupHeader(nav, 'User Management')).toBeInTheDocument();
    expect(groupHeader(nav, 'Game Sessions')).toBeInTheDocument();
    expect(groupHeader(nav, 'Admin')).not.toBeInTheDocument();
  });

  it('draws the menu on a phone only once the drawer is opened', async () => {
    stubPhoneScreen();
    signInAs({ roles: ['Player'] });
    // Any menu the shell draws before the drawer opens, even for one render, is seen here.
    let menuDrawnEarly = false;
    const watch = new MutationObserver(() => {
      menuDrawnEarly ||= document.querySelector('nav') !== null;
    });
    watch.observe(document.body, { childList: true, subtree: true });
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: translate('app.layout.toggleDrawer') });
    watch.disconnect();
    expect(menuDrawnEarly).toBe(false);
    await userEvent.click(toggle);
    expect(within(await navigation()).getByRole('menuitem', { name: 'League Overview' })).toBeVisible();
  });

  it('expands a group to reveal its links', async () => {
    signInAs({ roles: ['Admin'] });
    renderApp('/');
    const nav = await navigation();
    expect(within(nav).queryByRole('menuitem', { name: 'Roles' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('menuitem', { name: 'Admin' }));
    expect(await within(nav).findByRole('menuitem', { name: 'League Management' })).toHaveAttribute(
      'href',
      '/admin/league-management',
    );
  });
});

describe('footer', () => {
  it('renders exactly eleven sponsor links that open in a new tab, and the copyright', async () => {
    markGateVerified();
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const links = within(footer).getAllByRole('link');
    expect(links).toHaveLength(11);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
    }
    expect(
      within(footer).getByText(translate('app.layout.copyright', { year: new Date().getFullYear() })),
    ).toBeInTheDocument();
  });
});

describe('guards and fallback screens', () => {
  it('shows the 404 page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: translate('app.errors.notFound.title') }),
    ).toBeInTheDocument();
    expect(screen.getByText(translate('app.errors.notFound.text'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: translate('app.errors.notFound.home') })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('sends a signed-out visitor of a protected route to the login form', async () => {
    markGateVerified();
    renderApp('/dashboard');
    expect(
      await screen.findByRole('button', { name: translate('app.access.login.submit') }),
    ).toBeInTheDocument();
  });

  it('shows Access Denied to a player on /users', async () => {
    signInAs({ roles: ['Player'] });
    renderApp('/users');
    expect(
      await screen.findByRole('heading', { name: translate('app.errors.accessDenied.title') }),
    ).toBeInTheDocument();
    expect(screen.getByText(translate('app.errors.accessDenied.text'))).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: translate('app.errors.accessDenied.goBack') }),
    ).toBeInTheDocument();
  });

  it('lets a manage:teams user through to /admin/league-management', async () => {
    signInAs({ roles: ['Player'], permissions: ['manage:teams'] });
    server.use(
      http.get('/api/admin/teams', () =>
        HttpResponse.json({ success: true, data: [] }, { headers: { 'Content-Range': 'teams 0-0/0' } }),
      ),
    );
    renderApp('/admin/league-management');
    expect(
      await screen.findByRole('heading', { name: translate('resources.admin/league-management.name') }),
    ).toBeInTheDocument();
    expect(screen.queryByText(translate('app.errors.accessDenied.title'))).not.toBeInTheDocument();
  });
});

function Broken(): never {
  throw new Error('kaboom');
}

describe('error fallback', () => {
  it('offers Go Home and Reload Page when rendering fails', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: translate('app.errors.errorFallback.title') }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: translate('app.errors.errorFallback.goHome') }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: translate('app.errors.errorFallback.reload') }),
    ).toBeInTheDocument();
    quiet.mockRestore();
  });

  it('names the spinner it shows while a page is still downloading', async () => {
    signInAs({ roles: ['Player'] });
    const auth = createAuth();
    const NeverArrives = lazy(() => new Promise<never>(() => {}));
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <AuthServicesProvider auth={auth}>
          <AdminContext dataProvider={createAppDataProvider(auth)} i18nProvider={i18nProvider} theme={theme}>
            <AppLayout>
              <NeverArrives />
            </AppLayout>
          </AdminContext>
        </AuthServicesProvider>
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('progressbar', { name: translate('app.layout.loading') }),
    ).toBeInTheDocument();
    auth.dispose();
  });

  it('shows the error screen inside the shell when a page fails, and the next address clears it', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    signInAs({ roles: ['Player'] });
    const auth = createAuth();
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <AuthServicesProvider auth={auth}>
          <AdminContext dataProvider={createAppDataProvider(auth)} i18nProvider={i18nProvider} theme={theme}>
            <AppLayout>
              <Routes>
                <Route path="/dashboard" element={<Broken />} />
                <Route path="/league" element={<h1>League page</h1>} />
              </Routes>
            </AppLayout>
          </AdminContext>
        </AuthServicesProvider>
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { name: translate('app.errors.errorFallback.title') }),
    ).toBeInTheDocument();
    // The shell stays: the navigation still leads elsewhere, and the page there draws.
    await userEvent.click(within(await navigation()).getByRole('menuitem', { name: 'League Overview' }));
    expect(await screen.findByRole('heading', { name: 'League page' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: translate('app.errors.errorFallback.title') }),
    ).not.toBeInTheDocument();
    auth.dispose();
    quiet.mockRestore();
  });
});
