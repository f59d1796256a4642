import type { AdminOverview } from '@domain/api';
import { translate } from '@domain/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_OVERVIEW_REFRESH_MS } from '@/pages/admin/useAdminOverview';
import { failWith, makeAuditEntry, ok, signInAsAdmin } from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

afterEach(() => {
  vi.useRealTimers();
});

function makeOverview(overrides: Partial<AdminOverview> = {}): AdminOverview {
  return {
    pendingTeams: 3,
    users: 42,
    roles: 6,
    activeSessions: 2,
    connectedGameServers: 5,
    recentAudit: [
      makeAuditEntry(),
      makeAuditEntry({
        id: 2,
        action: 'user.delete',
        targetType: 'user',
        targetId: '9',
        details: { self: false },
        actor: null,
      }),
      makeAuditEntry({ id: 3, action: 'something.new', targetType: 'thing', targetId: '4', details: {} }),
      makeAuditEntry({
        id: 4,
        action: 'role.assign',
        targetType: 'user',
        targetId: '9',
        targetUser: { id: 9, displayName: 'Ana' },
        details: { roleId: 3, role: 'Game Master' },
      }),
      makeAuditEntry({
        id: 5,
        action: 'role.remove',
        targetType: 'user',
        targetId: '12',
        targetUser: null,
        details: { roleId: 3, role: 'Game Master' },
      }),
    ],
    ...overrides,
  };
}

describe('admin panel', () => {
  it('links to the admin screens with their live counts', async () => {
    signInAsAdmin();
    server.use(http.get('/api/admin/overview', () => ok(makeOverview())));
    renderApp('/admin');
    const nav = await screen.findByRole('navigation', { name: translate('app.adminPanel.screens') }, SLOW);
    expect(
      await within(nav).findByLabelText(`${translate('app.adminPanel.counts.users')}: 42`),
    ).toBeInTheDocument();
    expect(
      within(nav).getByLabelText(`${translate('app.adminPanel.counts.pendingTeams')}: 3`),
    ).toBeInTheDocument();
    expect(
      within(nav).getByLabelText(`${translate('app.adminPanel.counts.activeSessions')}: 2`),
    ).toBeInTheDocument();
    expect(
      within(nav).getByLabelText(`${translate('app.adminPanel.counts.connectedGameServers')}: 5`),
    ).toBeInTheDocument();
    expect(within(nav).getByLabelText(`${translate('app.adminPanel.counts.roles')}: 6`)).toBeInTheDocument();
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/users',
      '/admin/league-management',
      '/admin/seasons',
      '/admin/divisions',
      '/admin/matches',
      '/admin/disputes',
      '/admin/roster-changes',
      '/sessions',
      '/admin/digital-ocean',
      '/admin/game-servers',
      '/roles',
      '/league-settings/1',
    ]);
  });

  it('shows the latest audit entries readably: who, what, when, people by display name', async () => {
    signInAsAdmin();
    server.use(http.get('/api/admin/overview', () => ok(makeOverview())));
    renderApp('/admin');
    const table = await screen.findByRole('table', { name: translate('app.adminPanel.auditLabel') }, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'League Admin',
      translate('app.adminPanel.deletedActor'),
      'League Admin',
      'League Admin',
      'League Admin',
    ]);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'Approved team Paint Storm',
      'Deleted a user account',
      'something.new thing #4',
      'Gave Ana the Game Master role',
      `Took the Game Master role from ${translate('app.adminPanel.deletedUser')}`,
    ]);
    expect(
      within(rows[0]).getByText(new Date('2026-03-01T12:00:00.000Z').toLocaleString()),
    ).toBeInTheDocument();
  });

  it('refreshes the overview every 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAsAdmin();
    let calls = 0;
    server.use(
      http.get('/api/admin/overview', () => {
        calls += 1;
        return ok(makeOverview({ users: 40 + calls }));
      }),
    );
    renderApp('/admin');
    expect(
      await screen.findByLabelText(`${translate('app.adminPanel.counts.users')}: 41`, {}, SLOW),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(ADMIN_OVERVIEW_REFRESH_MS));
    await waitFor(() =>
      expect(screen.getByLabelText(`${translate('app.adminPanel.counts.users')}: 42`)).toBeInTheDocument(),
    );
  });

  it('says so when the overview cannot be loaded', async () => {
    signInAsAdmin();
    server.use(http.get('/api/admin/overview', () => failWith(403, 'no')));
    renderApp('/admin');
    expect(await screen.findByText(translate('app.adminPanel.loadFailed'), {}, SLOW)).toBeInTheDocument();
  });

  it('shows a Player Access Denied on /admin, /roles and /users', async () => {
    for (const path of ['/admin', '/roles', '/users']) {
      signInAsAdmin({ roles: ['Player'], permissions: [] });
      const view = renderApp(path);
      expect(
        await screen.findByText(translate('app.errors.accessDenied.title'), {}, SLOW),
      ).toBeInTheDocument();
      view.unmount();
    }
  });
});
