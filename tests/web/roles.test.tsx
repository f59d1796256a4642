import type { Role } from '@domain/api';
import { translate } from '@domain/i18n';
import { PERMISSIONS } from '@domain/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  failWith,
  makeRoles,
  markGateVerified,
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

/** GET/POST/PUT/DELETE /api/roles over an in-memory list; returns the writes it saw. */
function serveRoles(initial: Role[] = makeRoles({ name: 'Referee', permissions: ['view:gameSessions'] })) {
  let roles = initial;
  const seen: SeenRequest[] = [];
  server.use(
    http.get('/api/roles', () => okPage('roles', roles)),
    http.get('/api/permissions', () => ok([...PERMISSIONS])),
    http.post('/api/roles', async ({ request }) => {
      await record(seen, request);
      const body = seen.at(-1)?.body as Pick<Role, 'name' | 'description' | 'permissions'>;
      const role: Role = { id: 99, builtIn: false, memberCount: 0, ...body };
      roles = [...roles, role];
      return ok(role, { status: 201 });
    }),
    http.put('/api/roles/:id', async ({ request, params }) => {
      await record(seen, request);
      const changes = seen.at(-1)?.body as Partial<Role>;
      roles = roles.map((role) => (role.id === Number(params.id) ? { ...role, ...changes } : role));
      return ok(roles.find((role) => role.id === Number(params.id)));
    }),
    http.delete('/api/roles/:id', async ({ request, params }) => {
      await record(seen, request);
      roles = roles.filter((role) => role.id !== Number(params.id));
      return ok({ id: Number(params.id) });
    }),
  );
  return seen;
}

async function rowOf(name: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: translate('resources.roles.tableLabel') }, SLOW);
  // A write refetches the list after it answers: the row may come a moment after the request.
  const row = (await within(table).findByText(name, {}, SLOW)).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('roles', () => {
  it('lists the roles with their permissions, members and the Built-in badge', async () => {
    signInAsAdmin();
    serveRoles();
    renderApp('/roles');
    const admin = await rowOf('Admin');
    expect(within(admin).getByText(translate('resources.roles.builtIn'))).toBeInTheDocument();
    for (const permission of PERMISSIONS) expect(within(admin).getByText(permission)).toBeInTheDocument();
    const referee = await rowOf('Referee');
    expect(within(referee).queryByText(translate('resources.roles.builtIn'))).not.toBeInTheDocument();
    expect(within(referee).getByText('view:gameSessions')).toBeInTheDocument();
    expect(
      within(referee).getByRole('button', {
        name: translate('resources.roles.action.delete', { name: 'Referee' }),
      }),
    ).toBeEnabled();
    expect(
      within(admin).getByRole('button', {
        name: translate('resources.roles.action.delete', { name: 'Admin' }),
      }),
    ).toBeDisabled();
  });

  it('creates a role with permissions chosen from the catalogue', async () => {
    signInAsAdmin();
    const seen = serveRoles();
    renderApp('/roles');
    await rowOf('Admin');
    await user.click(screen.getByRole('button', { name: translate('resources.roles.action.create') }));
    const dialog = await screen.findByRole('dialog', { name: translate('resources.roles.action.create') });
    await user.type(
      within(dialog).getByRole('textbox', { name: translate('resources.roles.roleAdmin.name') }),
      'Coach',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: translate('resources.roles.form.description') }),
      'Trains teams',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'manage:teams' }));
    await user.click(within(dialog).getByRole('button', { name: translate('resources.roles.form.save') }));
    await waitFor(() =>
      expect(seen).toEqual([
        {
          method: 'POST',
          path: '/api/roles',
          body: { name: 'Coach', description: 'Trains teams', permissions: ['manage:teams'] },
        },
      ]),
    );
    expect(await rowOf('Coach')).toBeInTheDocument();
  });

  it('renames a custom role and changes its permissions', async () => {
    signInAsAdmin();
    const seen = serveRoles();
    renderApp('/roles');
    await user.click(
      within(await rowOf('Referee')).getByRole('button', {
        name: translate('resources.roles.action.edit', { name: 'Referee' }),
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: translate('resources.roles.form.editTitle', { name: 'Referee' }),
    });
    const name = within(dialog).getByRole('textbox', { name: translate('resources.roles.roleAdmin.name') });
    await user.clear(name);
    await user.type(name, 'Umpire');
    await user.click(within(dialog).getByRole('checkbox', { name: 'manage:gameSessions' }));
    await user.click(within(dialog).getByRole('button', { name: translate('resources.roles.form.save') }));
    await waitFor(() =>
      expect(seen[0]).toEqual({
        method: 'PUT',
        path: '/api/roles/10',
        body: {
          name: 'Umpire',
          description: null,
          permissions: ['view:gameSessions', 'manage:gameSessions'],
        },
      }),
    );
    expect(await rowOf('Umpire')).toBeInTheDocument();
  });

  it('keeps a built-in role’s name and the Admin role’s permissions out of reach', async () => {
    signInAsAdmin();
    const seen = serveRoles();
    renderApp('/roles');
    await user.click(
      within(await rowOf('Admin')).getByRole('button', {
        name: translate('resources.roles.action.edit', { name: 'Admin' }),
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: translate('resources.roles.form.editTitle', { name: 'Admin' }),
    });
    expect(
      within(dialog).getByRole('textbox', { name: translate('resources.roles.roleAdmin.name') }),
    ).toBeDisabled();
    expect(await within(dialog).findByRole('checkbox', { name: 'manage:roles' })).toBeDisabled();
    expect(
      within(dialog).getByText(translate('resources.roles.form.adminPermissionsNote')),
    ).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: translate('resources.roles.form.description') }),
      'Runs the league',
    );
    await user.click(within(dialog).getByRole('button', { name: translate('resources.roles.form.save') }));
    await waitFor(() => expect(seen[0]?.body).toEqual({ description: 'Runs the league' }));

    await user.click(
      within(await rowOf('Support')).getByRole('button', {
        name: translate('resources.roles.action.edit', { name: 'Support' }),
      }),
    );
    const support = await screen.findByRole('dialog', {
      name: translate('resources.roles.form.editTitle', { name: 'Support' }),
    });
    expect(
      within(support).getByRole('textbox', { name: translate('resources.roles.roleAdmin.name') }),
    ).toBeDisabled();
    expect(await within(support).findByRole('checkbox', { name: 'manage:teams' })).toBeEnabled();
  });

  it('deletes a custom role only after the confirmation', async () => {
    signInAsAdmin();
    const seen = serveRoles();
    renderApp('/roles');
    await user.click(
      within(await rowOf('Referee')).getByRole('button', {
        name: translate('resources.roles.action.delete', { name: 'Referee' }),
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: translate('resources.roles.deleteDialog.title'),
    });
    expect(seen).toEqual([]);
    await user.click(
      within(dialog).getByRole('button', { name: translate('resources.roles.deleteDialog.confirm') }),
    );
    await waitFor(() => expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /api/roles/10']));
    await waitFor(() => expect(screen.queryByText('Referee')).not.toBeInTheDocument());
  });

  it('shows the server’s reason when a change is refused', async () => {
    signInAsAdmin();
    serveRoles();
    server.use(http.put('/api/roles/:id', () => failWith(409, 'A role with this name already exists.')));
    renderApp('/roles');
    await user.click(
      within(await rowOf('Referee')).getByRole('button', {
        name: translate('resources.roles.action.edit', { name: 'Referee' }),
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: translate('resources.roles.form.editTitle', { name: 'Referee' }),
    });
    await user.type(
      within(dialog).getByRole('textbox', { name: translate('resources.roles.roleAdmin.name') }),
      's',
    );
    await user.click(within(dialog).getByRole('button', { name: translate('resources.roles.form.save') }));
    expect(
      await screen.findByText(
        `${translate('resources.roles.notifications.saveFailed')} A role with this name already exists.`,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('dialog', { name: translate('resources.roles.form.editTitle', { name: 'Referee' }) }),
    ).toBeInTheDocument();
  });

  it('shows the roles’ failure text when they cannot be loaded', async () => {
    signInAsAdmin();
    server.use(http.get('/api/roles', () => failWith(403, 'no')));
    renderApp('/roles');
    expect(await screen.findByText(translate('resources.roles.loadFailed'), {}, SLOW)).toBeInTheDocument();
  });
});

describe('roles list, form rules and access', () => {
  it('asks the server for a page sorted by id, searches by name there, and says when nothing matches', async () => {
    signInAsAdmin();
    const urls: URL[] = [];
    server.use(
      http.get('/api/roles', ({ request }) => {
        const url = new URL(request.url);
        urls.push(url);
        return okPage('roles', url.searchParams.get('filter')?.includes('zzz') ? [] : makeRoles());
      }),
    );
    renderApp('/roles');
    await rowOf('Admin');
    expect(urls[0].searchParams.get('sort')).toBe('["id","ASC"]');
    expect(urls[0].searchParams.get('range')).toBe('[0,24]');
    await user.type(
      screen.getByRole('textbox', { name: translate('resources.roles.filters.search') }),
      'zzz',
    );
    expect(await screen.findByText(translate('resources.roles.empty'), {}, SLOW)).toBeInTheDocument();
    expect(urls.at(-1)?.searchParams.get('filter')).toBe('{"q":"zzz"}');
  });

  it('checks the name with the API’s own rule before anything is sent', async () => {
    signInAsAdmin();
    const seen = serveRoles();
    renderApp('/roles');
    await rowOf('Admin');
    await user.click(screen.getByRole('button', { name: translate('resources.roles.action.create') }));
    const dialog = await screen.findByRole('dialog', { name: translate('resources.roles.action.create') });
    const save = within(dialog).getByRole('button', { name: translate('resources.roles.form.save') });
    expect(save).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: translate('resources.roles.roleAdmin.name') }),
      'C',
    );
    await user.click(save);
    expect(await within(dialog).findByText(translate('resources.roles.nameInvalid'))).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('shows Access Denied at /roles to a user without the Admin role, even one holding manage:roles', async () => {
    signInAsAdmin({ roles: ['Support'], permissions: ['manage:roles'] });
    serveRoles();
    renderApp('/roles');
    expect(
      await screen.findByRole('heading', { name: translate('app.errors.accessDenied.title') }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor of /roles to the login form', async () => {
    markGateVerified();
    renderApp('/roles');
    expect(
      await screen.findByRole('button', { name: translate('app.access.login.submit') }, SLOW),
    ).toBeInTheDocument();
  });
});
