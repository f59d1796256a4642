import type { Team, TeamInvitations } from '@domain/api';
import { translate } from '@domain/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  failWith,
  makeAdminUser,
  makeInvitation,
  makePlayer,
  makeSeason,
  makeStandings,
  makeStandingsRow,
  makeTeam,
  ok,
  okPage,
  record,
  type SeenRequest,
  serveSeasonList,
  serveTeamData,
  signInAs,
  signInAsAdmin,
} from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

const user = userEvent.setup();

const captain = makePlayer({ id: 1, userId: 7, displayName: 'Splat Master', isCaptain: true });
const coCaptain = makePlayer({ id: 2, userId: 8, displayName: 'Rookie Ray', isCoCaptain: true });
const mate = makePlayer({ id: 3, userId: 9, displayName: 'Quiet Quinn' });
const hotShots = makeTeam({
  id: 4,
  name: 'Hot Shots',
  code: 'HS1',
  website: 'https://hotshots.example.com',
  players: [captain, coCaptain, mate],
});

/** GET /teams/{id} answering `team`, the team's invitations for its leads, and no season open for registration. */
function serveTeam(team: Team, invitations: TeamInvitations = { requests: [makeInvitation()], invites: [] }) {
  server.use(
    http.get(`/api/teams/${team.id}`, () => ok(team)),
    http.get(`/api/teams/${team.id}/invitations`, () => ok(invitations)),
    http.get('/api/seasons', () => okPage('seasons', [])),
  );
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, SLOW);
const section = (name: string) => screen.getByRole('region', { name });

describe('the team page', () => {
  it('shows any approved team to a signed-in player: details and roster, no emails, no management', async () => {
    signInAs({ id: 50 });
    const seenByOutsider = {
      ...hotShots,
      logoUrl: `/api/logos/${'ab'.repeat(32)}.png`,
      players: hotShots.players.map((player) => ({
        ...player,
        user: { displayName: player.user.displayName },
      })),
    };
    serveTeam(seenByOutsider);
    renderApp('/teams/4');
    await heading('Hot Shots');
    const details = section(translate('app.team.sections.details'));
    expect(within(details).getByText('HS1')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'https://hotshots.example.com' })).toHaveAttribute(
      'href',
      'https://hotshots.example.com',
    );
    expect(within(details).getByText(translate('resources.teams.status.Approved'))).toBeInTheDocument();
    expect(
      within(details).getByRole('img', { name: translate('resources.teams.logoOf', { team: 'Hot Shots' }) }),
    ).toHaveAttribute('src', seenByOutsider.logoUrl);
    const roster = screen.getByRole('list', { name: translate('app.team.sections.roster') });
    expect(
      within(roster)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Splat Master${translate('resources.teams.fields.captain')}`,
      `Rookie Ray${translate('resources.teams.roster.coCaptain')}`,
      'Quiet Quinn',
    ]);
    expect(screen.queryByText(/@example\.com/)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: translate('app.team.sections.management') }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: translate('resources.teams.leave.action') }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', {
        name: translate('resources.teams.roster.playerActions', { player: 'Quiet Quinn' }),
      }),
    ).not.toBeInTheDocument();
  });

  it('says a disbanded team is Disbanded, when, and that its remaining matches were forfeited', async () => {
    signInAs({ id: 50 });
    const disbandedAt = '2027-02-10T20:00:00.000Z';
    serveTeam({ ...hotShots, players: [], playerCount: 0, disbandedAt });
    renderApp('/teams/4');
    await heading('Hot Shots');
    const details = section(translate('app.team.sections.details'));
    expect(within(details).getByText(translate('resources.teams.disbanded'))).toBeInTheDocument();
    expect(within(details).queryByText(translate('resources.teams.status.Approved'))).not.toBeInTheDocument();
    expect(
      within(details).getByText(
        translate('resources.teams.disbandedOn', { date: new Date(disbandedAt).toLocaleDateString() }),
      ),
    ).toBeInTheDocument();
    expect(
      within(section(translate('app.team.sections.roster'))).getByText(
        translate('resources.admin/league-management.players.empty'),
      ),
    ).toBeInTheDocument();
  });

  it('says the team was not found (404, or an id that is no number)', async () => {
    signInAs();
    server.use(http.get('/api/teams/99', () => failWith(404, translate('app.team.notFound'))));
    const { unmount } = renderApp('/teams/99');
    expect(await screen.findByText(translate('app.team.notFound'), {}, SLOW)).toBeInTheDocument();
    unmount();
    renderApp('/teams/abc');
    expect(await screen.findByText(translate('app.team.notFound'), {}, SLOW)).toBeInTheDocument();
  });
});

describe('the captain manages the team from its page', () => {
  const pendingFor = (id: number, kind: 'invite' | 'request', userDisplayName: string) =>
    makeInvitation({ id, teamId: 4, kind, userDisplayName, teamName: 'Hot Shots' });

  /** Hot Shots' page for its captain, with every team call answered and recorded in `seen`. */
  async function openAsCaptain(seen: SeenRequest[]) {
    signInAs({ id: 7 });
    serveTeam(hotShots, {
      requests: [pendingFor(70, 'request', 'Eager Eve'), pendingFor(71, 'request', 'Moody Mo')],
      invites: [pendingFor(72, 'invite', 'Lazy Lou')],
    });
    const answer =
      (data: unknown) =>
      async ({ request }: { request: Request }) => {
        await record(seen, request);
        return ok(data);
      };
    server.use(
      http.post('/api/invitations/:id/accept', answer(hotShots)),
      http.post('/api/invitations/:id/decline', answer(pendingFor(71, 'request', 'Moody Mo'))),
      http.delete('/api/invitations/:id', answer(pendingFor(72, 'invite', 'Lazy Lou'))),
      http.get('/api/teams/4/invite-candidates', () => ok([{ id: 12, displayName: 'Sammy Shot' }])),
      http.post('/api/teams/4/invitations', answer(pendingFor(73, 'invite', 'Sammy Shot'))),
      http.put('/api/teams/4/players/:playerId', answer(hotShots)),
      http.delete('/api/teams/4/players/:playerId', answer(hotShots)),
    );
    renderApp('/teams/4');
    await heading('Hot Shots');
    return section(translate('app.team.sections.management'));
  }

  const sent = (seen: SeenRequest[]) => seen.map((s) => [s.method, s.path, s.body]);
  const openMenuOf = (name: string) =>
    user.click(
      screen.getByRole('button', {
        name: translate('resources.teams.roster.playerActions', { player: name }),
      }),
    );

  it('accepts and declines join requests, naming the player', async () => {
    const seen: SeenRequest[] = [];
    const management = await openAsCaptain(seen);
    await user.click(
      await within(management).findByRole('button', {
        name: translate('resources.teams.invitations.acceptRequest', { player: 'Eager Eve' }),
      }),
    );
    expect(
      await screen.findByText(
        translate('resources.teams.notifications.joined', { player: 'Eager Eve', team: 'Hot Shots' }),
      ),
    ).toBeInTheDocument();
    await user.click(
      within(management).getByRole('button', {
        name: translate('resources.teams.invitations.declineRequest', { player: 'Moody Mo' }),
      }),
    );
    expect(
      await screen.findByText(
        translate('resources.teams.notifications.requestDeclined', { player: 'Moody Mo', team: 'Hot Shots' }),
      ),
    ).toBeInTheDocument();
    expect(sent(seen)).toEqual([
      ['POST', '/api/invitations/70/accept', undefined],
      ['POST', '/api/invitations/71/decline', undefined],
    ]);
  });

  it('invites a player found by name and cancels an invite, naming the player', async () => {
    const seen: SeenRequest[] = [];
    const management = await openAsCaptain(seen);
    await user.click(
      await within(management).findByRole('button', {
        name: translate('resources.teams.invitations.cancelInvite', { player: 'Lazy Lou' }),
      }),
    );
    expect(
      await screen.findByText(
        translate('resources.teams.notifications.inviteCancelled', { player: 'Lazy Lou' }),
      ),
    ).toBeInTheDocument();
    await user.type(within(management).getByLabelText(translate('resources.teams.inviteBox.search')), 'sam');
    await user.click(
      await within(management).findByRole(
        'button',
        { name: `${translate('resources.teams.inviteBox.invite')} Sammy Shot` },
        SLOW,
      ),
    );
    expect(
      await screen.findByText(
        translate('resources.teams.notifications.invited', { player: 'Sammy Shot', team: 'Hot Shots' }),
      ),
    ).toBeInTheDocument();
    expect(sent(seen)).toEqual([
      ['DELETE', '/api/invitations/72', undefined],
      ['POST', '/api/teams/4/invitations', { userId: 12 }],
    ]);
  });

  it('makes and unmakes co-captains, naming the player', async () => {
    const seen: SeenRequest[] = [];
    await openAsCaptain(seen);
    await openMenuOf('Quiet Quinn');
    await user.click(
      await screen.findByRole('menuitem', { name: translate('resources.teams.roster.makeCoCaptain') }),
    );
    expect(
      await screen.findByText(
        translate('resources.teams.notifications.nowCoCaptain', { player: 'Quiet Quinn' }),
      ),
    ).toBeInTheDocument();
    await openMenuOf('Rookie Ray');
    await user.click(
      await screen.findByRole('menuitem', { name: translate('resources.teams.roster.removeCoCaptain') }),
    );
    expect(
      await screen.findByText(
        translate('resources.teams.notifications.noLongerCoCaptain', { player: 'Rookie Ray' }),
      ),
    ).toBeInTheDocument();
    expect(sent(seen)).toEqual([
      ['PUT', '/api/teams/4/players/3', { isCoCaptain: true }],
      ['PUT', '/api/teams/4/players/2', { isCoCaptain: false }],
    ]);
  });

  it('hands the captaincy over and removes a player, naming them', async () => {
    const seen: SeenRequest[] = [];
    await openAsCaptain(seen);
    await openMenuOf('Rookie Ray');
    await user.click(
      await screen.findByRole('menuitem', { name: translate('resources.teams.roster.makeCaptain') }),
    );
    expect(
      await screen.findByText(
        translate('resources.teams.notifications.nowCaptain', { player: 'Rookie Ray', team: 'Hot Shots' }),
      ),
    ).toBeInTheDocument();
    await openMenuOf('Quiet Quinn');
    await user.click(
      await screen.findByRole('menuitem', { name: translate('resources.teams.roster.removePlayer') }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: translate('resources.teams.roster.removeTitle'),
    });
    await user.click(
      within(dialog).getByRole('button', { name: translate('app.layout.confirmDialog.confirm') }),
    );
    expect(
      await screen.findByText(
        translate('resources.teams.notifications.removed', { player: 'Quiet Quinn', team: 'Hot Shots' }),
      ),
    ).toBeInTheDocument();
    expect(sent(seen)).toEqual([
      ['PUT', '/api/teams/4/players/2', { isCaptain: true }],
      ['DELETE', '/api/teams/4/players/3', undefined],
    ]);
  });

  it('a co-captain gets the invitations but no roster menu', async () => {
    signInAs({ id: 8 });
    serveTeam(hotShots);
    renderApp('/teams/4');
    await heading('Hot Shots');
    expect(
      await within(section(translate('app.team.sections.management'))).findByLabelText(
        translate('resources.teams.inviteBox.search'),
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', {
        name: translate('resources.teams.roster.playerActions', { player: 'Quiet Quinn' }),
      }),
    ).not.toBeInTheDocument();
  });
});

describe('leaving the team', () => {
  function serveLeave(seen: SeenRequest[]) {
    server.use(
      http.post('/api/teams/4/leave', async ({ request }) => {
        await record(seen, request);
        return ok(null);
      }),
    );
  }

  it('a player asks, leaves, is told so by team name, and lands on the dashboard', async () => {
    const seen: SeenRequest[] = [];
    signInAs({ id: 9 });
    serveTeam(hotShots);
    serveTeamData({});
    serveLeave(seen);
    renderApp('/teams/4');
    await heading('Hot Shots');
    expect(
      within(section(translate('app.team.sections.management'))).queryByLabelText(
        translate('resources.teams.inviteBox.search'),
      ),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: translate('resources.teams.leave.action') }));
    const dialog = await screen.findByRole('dialog', { name: translate('resources.teams.leave.title') });
    expect(dialog).toHaveTextContent(translate('resources.teams.leave.text', { team: 'Hot Shots' }));
    await user.click(
      within(dialog).getByRole('button', { name: translate('app.layout.confirmDialog.confirm') }),
    );
    expect(
      await screen.findByText(translate('resources.teams.notifications.left', { team: 'Hot Shots' })),
    ).toBeInTheDocument();
    await heading(translate('app.dashboard.title'));
    expect(seen.map((s) => s.path)).toEqual(['/api/teams/4/leave']);
  });

  it('the last player is told in plain words that leaving disbands the team', async () => {
    const seen: SeenRequest[] = [];
    const alone = makeTeam({ id: 4, name: 'Hot Shots', code: 'HS1', status: 'Pending', players: [captain] });
    signInAs({ id: 7 });
    serveTeam(alone);
    serveTeamData({});
    serveLeave(seen);
    renderApp('/teams/4');
    await heading('Hot Shots');
    await user.click(screen.getByRole('button', { name: translate('resources.teams.leave.action') }));
    const dialog = await screen.findByRole('dialog', { name: translate('resources.teams.leave.title') });
    expect(dialog).toHaveTextContent(
      'You are the last player of Hot Shots. Leaving disbands the team; this cannot be undone.',
    );
    await user.click(
      within(dialog).getByRole('button', { name: translate('resources.teams.leave.andDisband') }),
    );
    expect(
      await screen.findByText(translate('resources.teams.notifications.disbanded', { team: 'Hot Shots' })),
    ).toBeInTheDocument();
    expect(seen.map((s) => s.path)).toEqual(['/api/teams/4/leave']);
  });

  it('a captain with other players must hand the captaincy over first', async () => {
    signInAs({ id: 7 });
    serveTeam(hotShots);
    renderApp('/teams/4');
    await heading('Hot Shots');
    expect(screen.getByRole('button', { name: translate('resources.teams.leave.action') })).toBeDisabled();
    expect(
      screen.getByText(translate('resources.teams.leave.handOverFirst', { team: 'Hot Shots' })),
    ).toBeInTheDocument();
  });
});

describe('team names link to the team page', () => {
  it('on /league', async () => {
    signInAs();
    serveTeamData({ teams: [hotShots] });
    serveSeasonList([makeSeason({ status: 'Live' })]);
    server.use(
      http.get('/api/seasons/3/standings', () =>
        ok([
          makeStandings({ id: 11, name: 'Gold' }, [makeStandingsRow({ team: { id: 4, name: 'Hot Shots' } })]),
        ]),
      ),
    );
    renderApp('/league');
    const table = await screen.findByRole(
      'table',
      { name: translate('app.league.tableLabel', { division: 'Gold' }) },
      SLOW,
    );
    expect(within(table).getByRole('link', { name: 'Hot Shots' })).toHaveAttribute('href', '/teams/4');
  });

  it('in the Teams list of a player without a team, and the link opens the page', async () => {
    signInAs();
    serveTeamData({ teams: [hotShots] });
    serveTeam(hotShots);
    renderApp('/dashboard');
    const table = await screen.findByRole('table', { name: translate('resources.teams.heading') }, SLOW);
    await user.click(within(table).getByRole('link', { name: 'Hot Shots' }));
    await heading('Hot Shots');
    expect(section(translate('app.team.sections.details'))).toHaveTextContent('HS1');
  });

  it('in the league management dialog', async () => {
    signInAs({ roles: ['Admin'] });
    server.use(
      http.get('/api/admin/teams', () => okPage('admin/teams', [hotShots])),
      http.get('/api/admin/teams/4', () => ok(hotShots)),
    );
    renderApp('/admin/league-management');
    await user.click(await screen.findByText('Hot Shots', {}, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Hot Shots' });
    expect(within(dialog).getByRole('link', { name: 'Hot Shots' })).toHaveAttribute('href', '/teams/4');
  });
});

describe('the teams list (team managers)', () => {
  it('names each captain with a link to their user page', async () => {
    signInAsAdmin();
    server.use(
      http.get('/api/admin/teams', () => okPage('admin/teams', [hotShots])),
      http.get('/api/divisions', () => okPage('divisions', [])),
      http.get('/api/users/7', () => ok(makeAdminUser({ id: 7, displayName: 'Splat Master' }))),
    );
    renderApp('/teams');
    const captainLink = await screen.findByRole('link', { name: 'Splat Master' }, SLOW);
    expect(captainLink).toHaveAttribute('href', '/users/7');
    expect(screen.getByText('Hot Shots')).toBeInTheDocument();
  });
});

describe('what the team page knows before a roster move, and asks only when it may', () => {
  const entryOf = (seasonId: number) => ({
    id: 30,
    seasonId,
    team: { id: 4, name: 'Hot Shots' },
    divisionId: 12,
    seedRating: null,
    placedByAdmin: false,
    registeredAt: '2027-01-02T00:00:00.000Z',
  });

  /** Hot Shots entered in the league's current season `season`, with its season parts answered. */
  function serveEnteredIn(team: Team, season: ReturnType<typeof makeSeason>) {
    serveTeam(team);
    server.use(
      http.get('/api/seasons', () => okPage('seasons', [season])),
      http.get(`/api/seasons/${season.id}/teams`, () => okPage('season-entries', [entryOf(season.id)])),
      http.get(`/api/seasons/${season.id}/standings`, () => ok([])),
      http.get('/api/matches', () => okPage('matches', [])),
    );
  }

  it('says in the leave dialog, before confirming, that the season locks the roster', async () => {
    signInAs({ id: 9 });
    serveEnteredIn(
      hotShots,
      makeSeason({ id: 2, name: 'Winter 2027', status: 'Live', transferWindowEndsAt: null }),
    );
    renderApp('/teams/4');
    await heading('Hot Shots');
    await user.click(screen.getByRole('button', { name: translate('resources.teams.leave.action') }));
    const dialog = await screen.findByRole('dialog', { name: translate('resources.teams.leave.title') });
    expect(
      await within(dialog).findByText(translate('resources.teams.leave.locked', { season: 'Winter 2027' })),
    ).toBeInTheDocument();
  });

  it('warns, with the league minimum, before a transfer-window move leaves the team short', async () => {
    const atMinimum = { ...hotShots, league: { ...hotShots.league, minPlayers: 3 } };
    const windowOpen = makeSeason({
      id: 2,
      name: 'Winter 2027',
      status: 'Live',
      transferWindowEndsAt: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
    });
    signInAs({ id: 9 });
    serveEnteredIn(atMinimum, windowOpen);
    const { unmount } = renderApp('/teams/4');
    await heading('Hot Shots');
    await user.click(screen.getByRole('button', { name: translate('resources.teams.leave.action') }));
    const leaving = await screen.findByRole('dialog', { name: translate('resources.teams.leave.title') });
    expect(
      await within(leaving).findByText(
        translate('resources.teams.moves.belowMinimum', { team: 'Hot Shots', players: 2, minimum: 3 }),
      ),
    ).toBeInTheDocument();
    await user.click(
      within(leaving).getByRole('button', { name: translate('app.layout.confirmDialog.cancel') }),
    );
    unmount();

    // The captain removing a player sees the same before confirming.
    signInAs({ id: 7 });
    renderApp('/teams/4');
    await heading('Hot Shots');
    await user.click(
      screen.getByRole('button', {
        name: translate('resources.teams.roster.playerActions', { player: 'Quiet Quinn' }),
      }),
    );
    await user.click(
      await screen.findByRole('menuitem', { name: translate('resources.teams.roster.removePlayer') }),
    );
    const removing = await screen.findByRole('dialog', {
      name: translate('resources.teams.roster.removeTitle'),
    });
    expect(
      await within(removing).findByText(
        translate('resources.teams.moves.belowMinimum', { team: 'Hot Shots', players: 2, minimum: 3 }),
      ),
    ).toBeInTheDocument();
  });

  it('shows a Pending team’s leads no invite box, which only an Approved team can use', async () => {
    signInAs({ id: 7 });
    serveTeam({ ...hotShots, status: 'Pending' }, { requests: [], invites: [] });
    renderApp('/teams/4');
    await heading('Hot Shots');
    const management = section(translate('app.team.sections.management'));
    expect(
      await within(management).findByText(translate('resources.teams.invitations.afterApproval')),
    ).toBeInTheDocument();
    expect(
      within(management).queryByLabelText(translate('resources.teams.inviteBox.search')),
    ).not.toBeInTheDocument();
  });

  it('asks for the pending roster changes of a team only when the viewer may see them', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/teams/:id/roster-changes', ({ params }) => {
        asked.push(String(params.id));
        return ok([]);
      }),
    );
    signInAs({ id: 50 });
    serveTeam(hotShots);
    const { unmount } = renderApp('/teams/4');
    await heading('Hot Shots');
    await screen.findByRole('region', { name: translate('app.team.sections.details') });
    unmount();
    expect(asked).toEqual([]);

    signInAs({ id: 9 });
    renderApp('/teams/4');
    await heading('Hot Shots');
    await waitFor(() => expect(asked).toEqual(['4']));
  });
});
