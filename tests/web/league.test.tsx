import type { Team } from '@domain/api';
import { messages } from '@domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { failWith, ok, server } from './msw';
import { renderApp } from './renderApp';
import { makePlayer, makeTeam, never, okPage, record, type SeenRequest, signInAs } from './teamFixtures';

const user = userEvent.setup();
const SLOW = { timeout: 5000 };

describe('league overview', () => {
  it('shows Loading... while the teams load', async () => {
    signInAs();
    server.use(http.get('/api/teams', never));
    renderApp('/league');
    expect(await screen.findByText(messages.league.loading, {}, SLOW)).toBeInTheDocument();
  });

  it('shows Error loading teams. when they cannot be loaded', async () => {
    signInAs();
    server.use(http.get('/api/teams', () => failWith(403, 'no')));
    renderApp('/league');
    expect(await screen.findByText(messages.league.loadError, {}, SLOW)).toBeInTheDocument();
  });

  it('lists the teams by points then name with their players and the server’s points', async () => {
    signInAs();
    server.use(
      http.get('/api/teams', () =>
        okPage('teams', [
          makeTeam({ id: 1, name: 'Zulu Zap', code: 'ZZ1', points: 3 }),
          makeTeam({ id: 2, name: 'Alpha Squad', code: 'ALP', points: 3 }),
          makeTeam({
            id: 3,
            name: 'Top Guns',
            code: 'TOP',
            points: 9,
            players: [makePlayer({ displayName: 'Ace' }), makePlayer({ id: 101, displayName: 'Blaze' })],
          }),
        ]),
      ),
    );
    renderApp('/league');
    const table = await screen.findByRole('table', { name: messages.leagueOverview.title }, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2].textContent)).toEqual([
      'Top Guns',
      'Alpha Squad',
      'Zulu Zap',
    ]);
    expect(within(rows[0]).getByText('Ace, Blaze')).toBeInTheDocument();
    expect(within(rows[0]).getAllByRole('cell')[5]).toHaveTextContent('9');
    expect(within(rows[0]).getAllByRole('cell')[4]).toHaveTextContent('2');
  });
});

describe('league management', () => {
  const pending = makeTeam({
    id: 11,
    name: 'New Blood',
    code: 'NEW',
    status: 'Pending',
    website: 'https://newblood.example.com',
    players: [makePlayer({ displayName: 'Founder Fay', isCaptain: true })],
  });
  const approved = makeTeam({ id: 12, name: 'Old Guard', code: 'OLD', status: 'Approved' });

  function serveAdminTeams(seen: SeenRequest[]) {
    const byId: Record<string, Team> = { 11: pending, 12: approved };
    server.use(
      http.get('/api/admin/teams', async ({ request }) => {
        await record(seen, request);
        return ok([pending, approved], { headers: { 'Content-Range': 'admin/teams 0-1/2' } });
      }),
      http.get('/api/admin/teams/:id', ({ params }) => ok(byId[String(params.id)])),
      http.put('/api/admin/teams/:id', async ({ request }) => {
        await record(seen, request);
        return ok({ ...pending, status: 'Approved' });
      }),
    );
  }

  it('pages and sorts on the server, and offers Approve and Deny only for a Pending team', async () => {
    const seen: SeenRequest[] = [];
    signInAs({ roles: ['Admin'] });
    serveAdminTeams(seen);
    renderApp('/admin/league-management');
    const oldGuard = await screen.findByRole('row', { name: /Old Guard/ }, SLOW);
    const listCall = new URL(`http://x${seen[0].path}`).searchParams;
    expect(JSON.parse(listCall.get('range') ?? '')).toEqual([0, 24]);
    expect(JSON.parse(listCall.get('sort') ?? '')).toEqual(['createdAt', 'DESC']);

    await user.click(within(oldGuard).getByText('Old Guard'));
    let dialog = await screen.findByRole('dialog', { name: 'Old Guard' });
    expect(
      within(dialog).queryByRole('button', { name: messages.leagueManagement.approve }),
    ).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: messages.leagueManagement.deny }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: messages.leagueManagement.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(screen.getByRole('row', { name: /New Blood/ })).getByText('New Blood'));
    dialog = await screen.findByRole('dialog', { name: 'New Blood' });
    expect(within(dialog).getByText('https://newblood.example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Founder Fay')).toBeInTheDocument();
    expect(within(dialog).getByText('founderfay@example.com')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: messages.leagueManagement.deny })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: messages.leagueManagement.approve }));
    await waitFor(() =>
      expect(seen.find((s) => s.path === '/api/admin/teams/11')?.body).toMatchObject({ status: 'Approved' }),
    );
    expect(await screen.findByText('New Blood approved.')).toBeInTheDocument();
  });
});
