import type { GameServerCredential, IssuedGameServerCredential } from '@domain/api';
import { translate } from '@domain/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { failWith, ok, signInAs, signInAsAdmin } from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

const user = userEvent.setup();
const SECRET = `gsc_9.${'S'.repeat(43)}`;

function credential(overrides: Partial<GameServerCredential> = {}): GameServerCredential {
  return {
    id: 1,
    clientId: 'arena-1',
    label: 'Arena one',
    source: 'admin',
    dropletId: null,
    createdBy: { id: 1, displayName: 'League Admin' },
    createdAt: '2026-11-20T10:00:00.000Z',
    lastUsedAt: null,
    revokedAt: null,
    status: 'active',
    ...overrides,
  };
}

/** GET /api/game-servers/credentials answering `rows`, read at each request. */
function serveList(rows: () => GameServerCredential[]) {
  server.use(
    http.get('/api/game-servers/credentials', () => {
      const all = rows();
      return HttpResponse.json(
        { success: true, data: all },
        { headers: { 'Content-Range': `game-servers 0-${all.length - 1}/${all.length}` } },
      );
    }),
  );
}

function renderGameServers() {
  renderApp('/admin/game-servers');
}

describe('game servers screen', () => {
  it('lists credentials with source and status, never a secret', async () => {
    signInAsAdmin();
    serveList(() => [
      credential(),
      credential({ id: 2, clientId: 'droplet-77', label: 'eu-1', source: 'droplet', status: 'revoked' }),
    ]);
    renderGameServers();
    expect(await screen.findByText('arena-1', {}, SLOW)).toBeInTheDocument();
    const row = screen.getByText('droplet-77').closest('tr') as HTMLElement;
    expect(
      within(row).getByText(translate('resources.admin/game-servers.sources.droplet')),
    ).toBeInTheDocument();
    expect(
      within(row).getByText(translate('resources.admin/game-servers.statuses.revoked')),
    ).toBeInTheDocument();
    expect(
      within(row).queryByRole('button', {
        name: translate('resources.admin/game-servers.revoke.label', { clientId: 'droplet-77' }),
      }),
    ).toBeNull();
    expect(
      screen.getByRole('button', {
        name: translate('resources.admin/game-servers.revoke.label', { clientId: 'arena-1' }),
      }),
    ).toBeInTheDocument();
  });

  it('checks the client id, issues, and shows the secret once', async () => {
    signInAsAdmin();
    const rows = [credential()];
    serveList(() => rows);
    let sent: unknown = null;
    server.use(
      http.post('/api/game-servers/credentials', async ({ request }) => {
        sent = await request.json();
        const issued: IssuedGameServerCredential = {
          ...credential({ id: 9, clientId: 'remote-1', label: null }),
          secret: SECRET,
        };
        rows.unshift(issued);
        return ok(issued, { status: 201 });
      }),
    );
    renderGameServers();
    await user.click(
      await screen.findByRole('button', { name: translate('resources.admin/game-servers.issue.open') }, SLOW),
    );
    const dialog = await screen.findByRole('dialog', {
      name: translate('resources.admin/game-servers.issue.title'),
    });
    await user.type(
      within(dialog).getByLabelText(new RegExp(translate('resources.admin/game-servers.issue.clientId'))),
      'bad id',
    );
    await user.click(
      within(dialog).getByRole('button', { name: translate('resources.admin/game-servers.issue.submit') }),
    );
    expect(
      await within(dialog).findByText(translate('resources.admin/game-servers.clientIdInvalid')),
    ).toBeInTheDocument();
    expect(sent).toBeNull();

    const field = within(dialog).getByLabelText(
      new RegExp(translate('resources.admin/game-servers.issue.clientId')),
    );
    await user.clear(field);
    await user.type(field, 'remote-1');
    await user.click(
      within(dialog).getByRole('button', { name: translate('resources.admin/game-servers.issue.submit') }),
    );
    const secretDialog = await screen.findByRole(
      'dialog',
      { name: translate('resources.admin/game-servers.secret.title') },
      SLOW,
    );
    expect(sent).toEqual({ clientId: 'remote-1' });
    expect(within(secretDialog).getByDisplayValue(SECRET)).toBeInTheDocument();
    expect(
      within(secretDialog).getByText(
        translate('resources.admin/game-servers.secret.text', { clientId: 'remote-1' }),
      ),
    ).toBeInTheDocument();
    await user.click(
      within(secretDialog).getByRole('button', {
        name: translate('resources.admin/game-servers.secret.done'),
      }),
    );
    await waitFor(() => expect(screen.queryByDisplayValue(SECRET)).toBeNull());
    expect(await screen.findByText('remote-1')).toBeInTheDocument();
  });

  it('revokes after a confirmation', async () => {
    signInAsAdmin();
    let revoked = false;
    serveList(() => [
      credential(revoked ? { status: 'revoked', revokedAt: '2026-11-21T10:00:00.000Z' } : {}),
    ]);
    server.use(
      http.post('/api/game-servers/credentials/1/revoke', () => {
        revoked = true;
        return ok(credential({ status: 'revoked', revokedAt: '2026-11-21T10:00:00.000Z' }));
      }),
    );
    renderGameServers();
    await user.click(
      await screen.findByRole(
        'button',
        { name: translate('resources.admin/game-servers.revoke.label', { clientId: 'arena-1' }) },
        SLOW,
      ),
    );
    const confirm = await screen.findByRole('dialog', {
      name: translate('resources.admin/game-servers.revoke.title'),
    });
    await user.click(
      within(confirm).getByRole('button', { name: translate('resources.admin/game-servers.revoke.action') }),
    );
    expect(
      await screen.findByText(
        translate('resources.admin/game-servers.notifications.revoked', { clientId: 'arena-1' }),
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(translate('resources.admin/game-servers.statuses.revoked')),
    ).toBeInTheDocument();
    expect(revoked).toBe(true);
  });

  it('shows the load failure in the list (a refusal is not retried)', async () => {
    signInAsAdmin();
    server.use(http.get('/api/game-servers/credentials', () => failWith(403, 'nope')));
    renderGameServers();
    expect(
      await screen.findByText(translate('resources.admin/game-servers.loadFailed'), {}, SLOW),
    ).toBeInTheDocument();
  });

  it('is not for players', async () => {
    signInAs();
    renderGameServers();
    expect(await screen.findByText(translate('app.errors.accessDenied.title'), {}, SLOW)).toBeInTheDocument();
  });
});
