import { translate } from '@domain/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAdminUser, makeRoles, makeTeam, ok, okPage, signInAsAdmin, stubPhoneScreen } from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

// Below the 600 px breakpoint the wide admin tables give way to one list row per record.

const user = userEvent.setup();

beforeEach(() => stubPhoneScreen());
afterEach(() => vi.unstubAllGlobals());

describe('phone width (under 600 px)', () => {
  it('the top bar shows the logo without its wordmark, the bell and the account button', async () => {
    signInAsAdmin();
    renderApp('/');
    expect(
      await screen.findByRole('button', { name: translate('app.layout.account') }, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: translate('resources.notifications.open') }),
    ).toBeInTheDocument();
    const logo = screen.getByRole('img', { name: translate('app.layout.title') });
    expect(logo.querySelector('text')).toBeNull();
  });

  it('/users lists each user as a link to their page with name, roles and email', async () => {
    signInAsAdmin();
    const pete = makeAdminUser({ roles: ['Player', 'Observer'] });
    server.use(
      http.get('/api/users', () =>
        HttpResponse.json([pete], { headers: { 'Content-Range': 'users 0-0/1' } }),
      ),
    );
    renderApp('/users');
    const row = (await screen.findByText('Paint Pete', {}, SLOW)).closest('a');
    if (!row) throw new Error('the row is no link');
    expect(row).toHaveAttribute('href', '/users/20');
    for (const text of ['Player, Observer', 'pete@example.com']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('/roles lists each role with its permissions, members and Edit and Delete', async () => {
    signInAsAdmin();
    server.use(
      http.get('/api/roles', () =>
        okPage('roles', makeRoles({ name: 'Referee', description: 'Runs matches', memberCount: 2 })),
      ),
      http.get('/api/permissions', () => ok([])),
    );
    renderApp('/roles');
    const list = await screen.findByRole('list', { name: translate('resources.roles.tableLabel') }, SLOW);
    const referee = within(list)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText('Referee'));
    if (!referee) throw new Error('no row for Referee');
    expect(
      within(referee).getByText(`Runs matches · ${translate('resources.roles.members', { smart_count: 2 })}`),
    ).toBeInTheDocument();
    expect(within(referee).getByText(translate('resources.roles.noPermissions'))).toBeInTheDocument();
    expect(
      within(referee).getByRole('button', {
        name: translate('resources.roles.action.delete', { name: 'Referee' }),
      }),
    ).toBeEnabled();
    const admin = within(list).getAllByRole('listitem')[0];
    expect(within(admin).getByText(translate('resources.roles.builtIn'))).toBeInTheDocument();
    expect(
      within(admin).getByRole('button', {
        name: translate('resources.roles.action.delete', { name: 'Admin' }),
      }),
    ).toBeDisabled();
    await user.click(
      within(referee).getByRole('button', {
        name: translate('resources.roles.action.edit', { name: 'Referee' }),
      }),
    );
    expect(
      await screen.findByRole('dialog', {
        name: translate('resources.roles.form.editTitle', { name: 'Referee' }),
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('/admin/league-management lists each team; a row opens its decision dialog', async () => {
    signInAsAdmin();
    const team = makeTeam({ id: 11, name: 'New Blood', code: 'NEW', status: 'Pending' });
    server.use(
      http.get('/api/admin/teams', () => okPage('admin/teams', [team])),
      http.get('/api/admin/teams/11', () => ok(team)),
    );
    renderApp('/admin/league-management');
    const row = (await screen.findByText('New Blood', {}, SLOW)).closest('[role="button"]');
    if (!(row instanceof HTMLElement)) throw new Error('the row is no button');
    expect(
      within(row).getByText(
        translate('resources.admin/league-management.summary', { code: 'NEW', smart_count: 0 }),
      ),
    ).toBeInTheDocument();
    expect(within(row).getByText(translate('resources.teams.status.Pending'))).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(row);
    expect(await screen.findByRole('dialog', { name: 'New Blood' }, SLOW)).toBeInTheDocument();
  });
});
