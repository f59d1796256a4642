import { render, screen } from '@testing-library/react';
import { AdminContext } from 'ra-ui-materialui';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { createAuth } from '@/authProvider';
import { AuthServicesProvider } from '@/authProvider/AuthServices';
import { createAppDataProvider } from '@/dataProvider';
import { i18nProvider } from '@/i18n';
import { AppLayout } from '@/layout/AppLayout';
import { theme } from '@/theme';
import { signInAs } from './fixtures';

// The signed-in shell does not draw its bar and its menu again when react-admin draws the layout again (each time
// it registers the resources or reads permissions): only the page inside follows. Its own file, as the
// bar and the menu are counted through a mock of their modules.

const { drawn, counted } = vi.hoisted(() => {
  const drawn = { appBar: 0, menu: 0 };
  /** `Component`, counting each of its renders under `name`. */
  const counted = (name: keyof typeof drawn, Component: () => ReactNode) => () => {
    drawn[name] += 1;
    return Component();
  };
  return { drawn, counted };
});
vi.mock('@/layout/AppBar', async (importOriginal) => ({
  AppBar: counted('appBar', (await importOriginal<typeof import('@/layout/AppBar')>()).AppBar),
}));
vi.mock('@/layout/Menu', async (importOriginal) => ({
  Menu: counted('menu', (await importOriginal<typeof import('@/layout/Menu')>()).Menu),
}));

it('does not draw its bar and menu again while the page inside changes', async () => {
  signInAs({ roles: ['Player'] });
  const auth = createAuth();
  const shell = (page: string) => (
    <MemoryRouter initialEntries={['/dashboard']}>
      <AuthServicesProvider auth={auth}>
        <AdminContext dataProvider={createAppDataProvider(auth)} i18nProvider={i18nProvider} theme={theme}>
          <AppLayout>
            <h1>{page}</h1>
          </AppLayout>
        </AdminContext>
      </AuthServicesProvider>
    </MemoryRouter>
  );
  const { rerender } = render(shell('First page'));
  expect(await screen.findByRole('heading', { name: 'First page' })).toBeInTheDocument();
  const before = { ...drawn };
  expect(before.appBar).toBeGreaterThan(0);
  expect(before.menu).toBeGreaterThan(0);
  rerender(shell('Second page'));
  expect(await screen.findByRole('heading', { name: 'Second page' })).toBeInTheDocument();
  expect(drawn).toEqual(before);
  auth.dispose();
});
