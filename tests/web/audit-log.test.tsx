import type { AuditEntry } from '@domain/api';
import { translate } from '@domain/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  makeAdminUser,
  makeAuditEntry,
  ok,
  okPage,
  record,
  type SeenRequest,
  signInAsAdmin,
} from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

const user = userEvent.setup();

const ana = makeAdminUser({ id: 31, displayName: 'Ana Admin', email: 'ana@example.com' });
const ben = makeAdminUser({ id: 32, displayName: 'Ben Boss', email: 'ben@example.com' });

/** GET /admin/audit-log filtered by the server (as the API does), and GET /users for the actor filter. */
function serveAuditLog(entries: AuditEntry[]) {
  const seen: SeenRequest[] = [];
  server.use(
    http.get('/api/admin/audit-log', async ({ request }) => {
      await record(seen, request);
      const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}');
      return okPage(
        'audit-log',
        entries.filter(
          (entry) =>
            (!filter.actorId || entry.actor?.id === filter.actorId) &&
            (!filter.action || entry.action === filter.action) &&
            (!filter.since || entry.createdAt >= filter.since),
        ),
      );
    }),
    http.get('/api/users', ({ request }) => {
      const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}');
      const users = [ana, ben].filter(
        (candidate) =>
          (!filter.q || candidate.displayName.toLowerCase().includes(String(filter.q).toLowerCase())) &&
          (!filter.id || (filter.id as number[]).includes(candidate.id)),
      );
      return okPage('users', users);
    }),
  );
  return seen;
}

/** The filter of the latest audit-log read. */
const lastFilter = (seen: SeenRequest[]) =>
  JSON.parse(new URL(`http://x${seen.at(-1)?.path}`).searchParams.get('filter') ?? '{}');

const entries = [
  makeAuditEntry({
    id: 3,
    actor: { id: ana.id, displayName: 'Ana Admin' },
    action: 'match.schedule',
    targetType: 'match',
    targetId: '40',
    details: { reason: 'Rain' },
    createdAt: '2027-02-03T10:00:00.000Z',
  }),
  makeAuditEntry({
    id: 2,
    actor: { id: ben.id, displayName: 'Ben Boss' },
    createdAt: '2027-02-02T10:00:00.000Z',
  }),
  makeAuditEntry({
    id: 1,
    actor: { id: ana.id, displayName: 'Ana Admin' },
    action: 'team.deny',
    createdAt: '2027-01-20T10:00:00.000Z',
  }),
];

describe('the audit log screen', () => {
  it('lists every entry readably, paged by the server, and filters by actor, action and date there', async () => {
    signInAsAdmin();
    const seen = serveAuditLog(entries);
    renderApp('/admin/audit-log');
    expect(
      await screen.findByRole('heading', { name: translate('resources.admin/audit-log.title') }, SLOW),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', {}, SLOW);
    expect(
      await within(table).findByText(
        translate('app.adminPanel.actions.team.approve', { target: 'Paint Storm' }),
      ),
    ).toBeInTheDocument();
    expect(
      within(table).getByText(translate('app.adminPanel.actions.match.schedule', { target: 'match #40' })),
    ).toBeInTheDocument();
    expect(within(table).getAllByText('Ana Admin')).toHaveLength(2);
    const first = new URL(`http://x${seen[0]?.path}`).searchParams;
    expect(JSON.parse(first.get('range') ?? '[]')).toEqual([0, 24]);

    // Action: the server filters; only the match's time change stays.
    await user.click(
      screen.getByRole('combobox', { name: translate('resources.admin/audit-log.fields.action') }),
    );
    await user.click(await screen.findByRole('option', { name: 'match.schedule' }));
    await waitFor(() => expect(lastFilter(seen)).toEqual({ action: 'match.schedule' }), SLOW);
    await waitFor(
      () =>
        expect(
          within(table).queryByText(
            translate('app.adminPanel.actions.team.approve', { target: 'Paint Storm' }),
          ),
        ).not.toBeInTheDocument(),
      SLOW,
    );

    // Actor: a user found by name.
    const actor = screen.getByRole('combobox', {
      name: translate('resources.admin/audit-log.fields.actorId'),
    });
    await user.type(actor, 'Ben');
    await user.click(await screen.findByRole('option', { name: 'Ben Boss' }, SLOW));
    await waitFor(
      () => expect(lastFilter(seen)).toEqual({ action: 'match.schedule', actorId: ben.id }),
      SLOW,
    );
    expect(
      await screen.findByText(translate('resources.admin/audit-log.empty'), {}, SLOW),
    ).toBeInTheDocument();

    // Date: from a UTC day.
    await user.type(screen.getByLabelText(translate('resources.admin/audit-log.fields.since')), '2027-02-01');
    await waitFor(
      () =>
        expect(lastFilter(seen)).toEqual({ action: 'match.schedule', actorId: ben.id, since: '2027-02-01' }),
      SLOW,
    );
  });

  it('is linked from the Admin Panel’s audit card', async () => {
    signInAsAdmin();
    serveAuditLog(entries);
    server.use(
      http.get('/api/admin/overview', () =>
        ok({
          pendingTeams: 0,
          users: 2,
          roles: 5,
          activeSessions: 0,
          connectedGameServers: 0,
          recentAudit: entries,
        }),
      ),
    );
    renderApp('/admin');
    const link = await screen.findByRole('link', { name: translate('app.adminPanel.viewAuditLog') }, SLOW);
    expect(link).toHaveAttribute('href', '/admin/audit-log');
  });
});
