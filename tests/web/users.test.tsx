import type { AdminUser } from '@domain/api';
import { translate } from '@domain/i18n';
import { PERMISSIONS } from '@domain/permissions';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  failWith,
  makeAdminUser,
  makeRoles,
  ok,
  okPage,
  record,
  type SeenRequest,
  serveRefresh,
  signInAsAdmin,
} from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

const user = userEvent.setup();

interface ListParams {
  filter: Record<string, unknown>;
  range: [number, number];
  sort: [string, string];
}

function listParams(url: string): ListParams {
  const query = new URL(url).searchParams;
  return {
    filter: JSON.parse(query.get('filter') ?? '{}'),
    range: JSON.parse(query.get('range') ?? '[0,0]'),
    sort: JSON.parse(query.get('sort') ?? '[]'),
  };
}

const people = Array.from({ length: 30 }, (_, index) =>
  makeAdminUser({ id: 100 + index, displayName: `Player ${index}`, email: `p${index}@example.com` }),
);

/** GET /api/users as the contract pages it; returns the list params of every request. */
function serveUserList(all: AdminUser[] = people): ListParams[] {
  const seen: ListParams[] = [];
  server.use(
    http.get('/api/users', ({ request }) => {
      const params = listParams(request.url);
      seen.push(params);
      const [from, to] = params.range;
      const page = all.slice(from, to + 1);
      return HttpResponse.json(page, {
        headers: { 'Content-Range': `users ${from}-${from + page.length - 1}/${all.length}` },
      });
    }),
  );
  return seen;
}

describe('users list', () => {
  it('asks the server for one page, newest first, and pages and sorts on the server', async () => {
    signInAsAdmin();
    const seen = serveUserList();
    renderApp('/users');
    expect(await screen.findByText('Player 0', {}, SLOW)).toBeInTheDocument();
    expect(seen[0]).toEqual({ filter: {}, range: [0, 24], sort: ['createdAt', 'DESC'] });

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(seen.at(-1)?.range).toEqual([25, 49]));
    expect(await screen.findByText('Player 25')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('table')).getByText(translate('resources.users.fields.displayName')),
    );
    await waitFor(() => expect(seen.at(-1)?.sort).toEqual(['displayName', 'ASC']));
  });

  it('shows each user’s email, Discord, roles, team and opens the user on a click', async () => {
    signInAsAdmin();
    const pete = makeAdminUser({
      roles: ['Player', 'Observer'],
      discordUsername: 'pete#1',
      discordID: '123',
      team: { id: 3, name: 'Paint Storm' },
    });
    serveUserList([pete]);
    server.use(
      http.get('/api/users/20', () => ok(pete)),
      http.get('/api/roles', () => okPage('roles', makeRoles())),
    );
    renderApp('/users');
    const row = (await screen.findByText('Paint Pete', {}, SLOW)).closest('tr');
    if (!row) throw new Error('no row');
    for (const text of ['pete@example.com', 'pete#1', 'Player', 'Observer', 'Paint Storm']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    await user.click(within(row).getByText('Paint Pete'));
    expect(await screen.findByRole('heading', { name: 'Paint Pete' }, SLOW)).toBeInTheDocument();
  });

  it('searches as you type with filter q', async () => {
    signInAsAdmin();
    const seen = serveUserList();
    renderApp('/users');
    await screen.findByText('Player 0', {}, SLOW);
    await user.type(
      screen.getByRole('textbox', { name: translate('resources.users.filters.search') }),
      'pete',
    );
    await waitFor(() => expect(seen.at(-1)?.filter).toEqual({ q: 'pete' }), SLOW);
  });

  it('shows Failed to fetch users. when the list cannot be loaded', async () => {
    signInAsAdmin();
    server.use(http.get('/api/users', () => failWith(403, 'nope')));
    renderApp('/users');
    expect(
      await screen.findByText(translate('resources.users.notifications.fetchUsersFailed'), {}, SLOW),
    ).toBeInTheDocument();
  });

  it('shows Failed to search users. when a search fails', async () => {
    signInAsAdmin();
    serveUserList();
    renderApp('/users');
    await screen.findByText('Player 0', {}, SLOW);
    server.use(http.get('/api/users', () => failWith(400, 'bad')));
    await user.type(screen.getByRole('textbox', { name: translate('resources.users.filters.search') }), 'zz');
    expect(
      await screen.findByText(translate('resources.users.notifications.searchFailed'), {}, SLOW),
    ).toBeInTheDocument();
  });
});

describe('a user’s view', () => {
  const pete = makeAdminUser({ roles: ['Player'], discordID: '998877', discordUsername: 'pete#1' });

  function serveUser(seen: SeenRequest[], initial: AdminUser = pete) {
    let current = initial;
    const roles = makeRoles();
    server.use(
      http.get('/api/users/20', () => ok(current)),
      http.get('/api/roles', () => okPage('roles', roles)),
      http.post('/api/users/20/roles/:roleId', async ({ request, params }) => {
        await record(seen, request);
        const role = roles.find((r) => r.id === Number(params.roleId));
        current = { ...current, roles: [...current.roles, role?.name ?? '?'] };
        return ok(current);
      }),
      http.delete('/api/users/20/roles/:roleId', async ({ request, params }) => {
        await record(seen, request);
        const role = roles.find((r) => r.id === Number(params.roleId));
        current = { ...current, roles: current.roles.filter((name) => name !== role?.name) };
        return ok(current);
      }),
      http.delete('/api/users/20', async ({ request }) => {
        await record(seen, request);
        return ok({ id: 20 });
      }),
    );
  }

  /** Signed in as an admin on /users/20's edit form; every PUT is recorded in `sent` and answered by `answer`. */
  async function openEditForm(answer: (sentCount: number) => Response) {
    signInAsAdmin();
    serveUser([]);
    const sent: SeenRequest[] = [];
    server.use(
      http.put('/api/users/20', async ({ request }) => {
        await record(sent, request);
        return answer(sent.length);
      }),
    );
    renderApp('/users/20');
    const form = await screen.findByRole('form', { name: translate('resources.users.sections.edit') }, SLOW);
    return { form, sent };
  }

  it('shows display name, email, the Discord link, roles, team and created date', async () => {
    signInAsAdmin();
    serveUser([]);
    renderApp('/users/20');
    const details = await screen.findByRole(
      'region',
      { name: translate('resources.users.sections.details') },
      SLOW,
    );
    expect(within(details).getByText('pete@example.com')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'pete#1' })).toHaveAttribute(
      'href',
      'https://discord.com/users/998877',
    );
    expect(within(details).getByText(translate('resources.users.noTeam'))).toBeInTheDocument();
    expect(within(details).getByText(new Date(pete.createdAt).toLocaleString())).toBeInTheDocument();
  });

  it('assigns and removes roles through the API', async () => {
    signInAsAdmin();
    const seen: SeenRequest[] = [];
    serveUser(seen);
    renderApp('/users/20');
    const roles = await screen.findByRole(
      'region',
      { name: translate('resources.users.sections.roles') },
      SLOW,
    );
    await user.click(
      within(roles).getByRole('combobox', { name: translate('resources.users.roles.toAssign') }),
    );
    await user.click(await screen.findByRole('option', { name: 'Game Master' }));
    await user.click(within(roles).getByRole('button', { name: translate('resources.users.roles.assign') }));
    expect(
      await within(roles).findByRole('button', {
        name: translate('resources.users.roles.remove', { role: 'Game Master' }),
      }),
    ).toBeInTheDocument();
    await user.click(
      within(roles).getByRole('button', {
        name: translate('resources.users.roles.remove', { role: 'Player' }),
      }),
    );
    await waitFor(() =>
      expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
        'POST /api/users/20/roles/3',
        'DELETE /api/users/20/roles/5',
      ]),
    );
    expect(screen.getByText('Paint Pete now has the Game Master role.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(roles).queryByRole('button', {
          name: translate('resources.users.roles.remove', { role: 'Player' }),
        }),
      ).not.toBeInTheDocument(),
    );
  });

  it('shows Failed to remove role. with the server’s reason', async () => {
    signInAsAdmin();
    serveUser([], { ...pete, roles: ['Admin'] });
    server.use(
      http.delete('/api/users/20/roles/1', () => failWith(409, 'The last Admin cannot lose the Admin role.')),
    );
    renderApp('/users/20');
    const roles = await screen.findByRole(
      'region',
      { name: translate('resources.users.sections.roles') },
      SLOW,
    );
    await user.click(
      within(roles).getByRole('button', {
        name: translate('resources.users.roles.remove', { role: 'Admin' }),
      }),
    );
    expect(
      await screen.findByText(
        `${translate('resources.users.notifications.removeRoleFailed')} The last Admin cannot lose the Admin role.`,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });

  it('shows Failed to assign role. when the assignment fails', async () => {
    signInAsAdmin();
    serveUser([]);
    server.use(http.post('/api/users/20/roles/:roleId', () => HttpResponse.json(null, { status: 403 })));
    renderApp('/users/20');
    const roles = await screen.findByRole(
      'region',
      { name: translate('resources.users.sections.roles') },
      SLOW,
    );
    await user.click(
      within(roles).getByRole('combobox', { name: translate('resources.users.roles.toAssign') }),
    );
    await user.click(await screen.findByRole('option', { name: 'Observer' }));
    await user.click(within(roles).getByRole('button', { name: translate('resources.users.roles.assign') }));
    expect(
      await screen.findByText(
        new RegExp(`^${translate('resources.users.notifications.assignRoleFailed')}`),
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });

  it('shows Failed to fetch user. when the user cannot be loaded', async () => {
    signInAsAdmin();
    server.use(http.get('/api/users/20', () => failWith(404, 'Not found.')));
    renderApp('/users/20');
    expect(
      await screen.findByText(translate('resources.users.notifications.fetchUserFailed'), {}, SLOW),
    ).toBeInTheDocument();
  });

  it('shows Failed to fetch user data. when the roles cannot be loaded', async () => {
    signInAsAdmin();
    serveUser([]);
    server.use(http.get('/api/roles', () => failWith(403, 'no')));
    renderApp('/users/20');
    expect(
      await screen.findByText(translate('resources.users.notifications.fetchUserDataFailed'), {}, SLOW),
    ).toBeInTheDocument();
  });

  it('edits the display name and email, and shows Failed to update user. on failure', async () => {
    const { form, sent } = await openEditForm((count) =>
      count === 1 ? ok({ ...pete, displayName: 'Pete Two' }) : failWith(400, 'Invalid input.'),
    );
    const name = within(form).getByRole('textbox', {
      name: translate('resources.users.userAdmin.displayName'),
    });
    await user.clear(name);
    await user.type(name, 'Pete Two');
    await user.click(within(form).getByRole('button', { name: translate('resources.users.form.save') }));
    expect(await screen.findByText('User Pete Two updated.')).toBeInTheDocument();
    expect(sent[0].body).toEqual({ displayName: 'Pete Two', email: 'pete@example.com' });

    // A name the form's schema accepts, so that the request is sent and the server's refusal shows.
    await user.type(
      within(form).getByRole('textbox', { name: translate('resources.users.userAdmin.displayName') }),
      ' 3',
    );
    await user.click(within(form).getByRole('button', { name: translate('resources.users.form.save') }));
    expect(
      await screen.findByText(
        `${translate('resources.users.notifications.updateFailed')} Invalid input.`,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });

  it('checks the edit form with the API’s own rules and sends nothing they refuse', async () => {
    const { form, sent } = await openEditForm(() => ok(pete));
    await user.type(
      within(form).getByRole('textbox', { name: translate('resources.users.userAdmin.displayName') }),
      '!',
    );
    await user.click(within(form).getByRole('button', { name: translate('resources.users.form.save') }));
    expect(
      await within(form).findByText(translate('app.errors.validation.displayNameChars')),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says an emptied field is required, in our words, not zod’s', async () => {
    const { form, sent } = await openEditForm(() => ok(pete));
    await user.clear(
      within(form).getByRole('textbox', { name: translate('resources.users.userAdmin.email') }),
    );
    await user.click(within(form).getByRole('button', { name: translate('resources.users.form.save') }));
    expect(await within(form).findByText(translate('app.errors.api.fieldRequired'))).toBeInTheDocument();
    expect(within(form).queryByText(/expected string/)).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('deletes the account only after the confirmation, then goes back to the list', async () => {
    signInAsAdmin();
    const seen: SeenRequest[] = [];
    serveUser(seen);
    serveUserList([]);
    renderApp('/users/20');
    await user.click(
      await screen.findByRole('button', { name: translate('resources.users.action.delete') }, SLOW),
    );
    const dialog = await screen.findByRole('dialog', {
      name: translate('resources.users.deleteDialog.title'),
    });
    await user.click(
      within(dialog).getByRole('button', { name: translate('app.layout.confirmDialog.cancel') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen).toEqual([]);

    await user.click(screen.getByRole('button', { name: translate('resources.users.action.delete') }));
    const again = await screen.findByRole('dialog', {
      name: translate('resources.users.deleteDialog.title'),
    });
    await user.click(
      within(again).getByRole('button', { name: translate('resources.users.deleteDialog.confirm') }),
    );
    await waitFor(() => expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /api/users/20']));
    expect(await screen.findByText(translate('resources.users.empty'), {}, SLOW)).toBeInTheDocument();
  });

  it('shows Failed to delete user. when the deletion fails', async () => {
    signInAsAdmin();
    serveUser([]);
    server.use(http.delete('/api/users/20', () => failWith(403, 'nope')));
    renderApp('/users/20');
    await user.click(
      await screen.findByRole('button', { name: translate('resources.users.action.delete') }, SLOW),
    );
    const dialog = await screen.findByRole('dialog', {
      name: translate('resources.users.deleteDialog.title'),
    });
    await user.click(
      within(dialog).getByRole('button', { name: translate('resources.users.deleteDialog.confirm') }),
    );
    expect(
      await screen.findByText(`${translate('app.profile.notifications.deleteFailed')} nope`, {}, SLOW),
    ).toBeInTheDocument();
  });

  it('shows a Support user (manage:users) no role controls', async () => {
    signInAsAdmin({ roles: ['Support'], permissions: ['manage:users'] });
    serveUser([]);
    renderApp('/users/20');
    expect(
      await screen.findByRole('region', { name: translate('resources.users.sections.details') }, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: translate('resources.users.sections.roles') }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: translate('resources.users.action.delete') }),
    ).toBeInTheDocument();
  });

  it('shows a Support user no edit or delete controls on an Admin’s account', async () => {
    signInAsAdmin({ roles: ['Support'], permissions: ['manage:users'] });
    serveUser([], makeAdminUser({ roles: ['Admin', 'Player'], permissions: [...PERMISSIONS] }));
    renderApp('/users/20');
    expect(
      await screen.findByRole('region', { name: translate('resources.users.sections.details') }, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: translate('resources.users.sections.edit') }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: translate('resources.users.action.delete') }),
    ).not.toBeInTheDocument();
  });
});

describe('role changes and the menu', () => {
  it('shows the Game Sessions group after the next token refresh brings the new role', async () => {
    const player = signInAsAdmin({ id: 20, roles: ['Player'], permissions: [] });
    server.use(http.get('/api/seasons', () => okPage('seasons', [])));
    const { auth } = renderApp('/league');
    const nav = await screen.findByRole('navigation', { name: translate('app.layout.navigation') }, SLOW);
    expect(within(nav).queryByRole('menuitem', { name: 'Game Sessions' })).not.toBeInTheDocument();

    serveRefresh({ ...player, roles: ['Player', 'Game Master'], permissions: ['manage:gameSessions'] });
    await act(async () => {
      await auth.refresh();
    });
    expect(await within(nav).findByRole('menuitem', { name: 'Game Sessions' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').roles).toEqual(['Player', 'Game Master']);
  });
});

describe('sending a password reset email from a user’s screen', () => {
  it('posts to /users/{id}/password-reset and says where the mail went', async () => {
    signInAsAdmin();
    const pete = makeAdminUser({ roles: ['Player'] });
    const seen: SeenRequest[] = [];
    server.use(
      http.get('/api/users/20', () => ok(pete)),
      http.get('/api/roles', () => okPage('roles', makeRoles())),
      http.post('/api/users/20/password-reset', async ({ request }) => {
        await record(seen, request);
        return HttpResponse.json(
          {
            success: true,
            data: { message: translate('app.passwordReset.adminSent', { email: pete.email }) },
          },
          { status: 202 },
        );
      }),
    );
    renderApp('/users/20');
    await user.click(
      await screen.findByRole('button', { name: translate('app.passwordReset.adminSend') }, SLOW),
    );
    expect(
      await screen.findByText(translate('app.passwordReset.adminSent', { email: pete.email })),
    ).toBeInTheDocument();
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/users/20/password-reset']);
  });
});
