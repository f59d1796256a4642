import type { AppNotification, NotificationType, Team } from '@domain/api';
import { translate } from '@domain/i18n';
import { describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { databaseKinds } from './helpers/databases';
import { approvedTeam, call, createTeam, decide, leagueApp, type Player } from './helpers/teams';

describe.each(databaseKinds())('notifications on %s', (kind) => {
  const suite = leagueApp(kind);

  const list = async (token: string, query = '') => {
    const response = await call(suite.app, token, 'GET', `/api/notifications${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: AppNotification[] }>().data;
  };
  const types = async (token: string) => (await list(token)).map((n) => n.type);
  const name = (player: Player) => player.credentials.displayName;

  it('tells each party of each event, newest first, with the text rendered from messages', async () => {
    const captainOwn = await signUp(suite.app);
    const team = await createTeam(suite.app, captainOwn.token);
    await decide(suite.app, suite.admin.token, team.id, 'Approved');
    expect(await list(captainOwn.token)).toEqual([
      {
        id: expect.any(Number),
        type: 'team_approved',
        message: translate('resources.notifications.text.team_approved', { team: team.name, player: '' }),
        teamId: team.id,
        matchId: null,
        read: false,
        createdAt: expect.any(String),
      },
    ]);

    const asker = await signUp(suite.app);
    const asked = (await call(suite.app, asker.token, 'POST', `/api/teams/${team.id}/join-requests`)).json()
      .data;
    const [received] = await list(captainOwn.token);
    expect(received).toMatchObject({
      type: 'request_received',
      message: translate('resources.notifications.text.request_received', {
        team: team.name,
        player: name(asker),
      }),
    });
    await call(suite.app, captainOwn.token, 'POST', `/api/invitations/${asked.id}/accept`);
    expect(await types(asker.token)).toEqual(['request_accepted']);

    const invited = await signUp(suite.app);
    const invitation = (
      await call(suite.app, captainOwn.token, 'POST', `/api/teams/${team.id}/invitations`, {
        userId: invited.userId,
      })
    ).json().data;
    expect((await list(invited.token))[0]).toMatchObject({
      type: 'invite_received',
      message: translate('resources.notifications.text.invite_received', {
        team: team.name,
        player: name(invited),
      }),
    });
    await call(suite.app, invited.token, 'POST', `/api/invitations/${invitation.id}/accept`);
    // The captain hears of the accepted invitation; the other member of a player joining.
    expect((await types(captainOwn.token)).slice(0, 1)).toEqual(['invite_accepted']);
    expect(await types(asker.token)).toEqual(['player_joined', 'request_accepted']);
    expect((await list(asker.token))[0]!.message).toBe(
      translate('resources.notifications.text.player_joined', { team: team.name, player: name(invited) }),
    );

    await call(suite.app, invited.token, 'POST', `/api/teams/${team.id}/leave`);
    expect((await types(captainOwn.token))[0]).toBe('player_left');
    expect((await types(asker.token))[0]).toBe('player_left');

    const roster = (await call(suite.app, captainOwn.token, 'GET', '/api/users/me/team')).json<{
      data: Team;
    }>().data;
    const askerPlayerId = roster.players.find((p) => p.userId === asker.userId)!.id;
    await call(suite.app, captainOwn.token, 'PUT', `/api/teams/${team.id}/players/${askerPlayerId}`, {
      isCaptain: true,
    });
    expect((await list(asker.token))[0]).toMatchObject({
      type: 'captain_changed',
      message: translate('resources.notifications.text.captain_changed', {
        team: team.name,
        player: name(asker),
      }),
    });
    const captainPlayerId = roster.players.find((p) => p.userId === captainOwn.userId)!.id;
    await call(suite.app, asker.token, 'DELETE', `/api/teams/${team.id}/players/${captainPlayerId}`);
    expect((await list(captainOwn.token))[0]).toMatchObject({
      type: 'player_removed',
      message: translate('resources.notifications.text.player_removed', {
        team: team.name,
        player: name(captainOwn),
      }),
    });
  });

  it('tells of declined invitations and requests and of denied teams', async () => {
    const { team, captain } = await approvedTeam(suite.app, suite.admin.token);
    const invited = await signUp(suite.app);
    const invitation = (
      await call(suite.app, captain.token, 'POST', `/api/teams/${team.id}/invitations`, {
        userId: invited.userId,
      })
    ).json().data;
    await call(suite.app, invited.token, 'POST', `/api/invitations/${invitation.id}/decline`);
    expect((await list(captain.token))[0]).toMatchObject({
      type: 'invite_declined',
      message: translate('resources.notifications.text.invite_declined', {
        team: team.name,
        player: name(invited),
      }),
    });
    const asker = await signUp(suite.app);
    const asked = (await call(suite.app, asker.token, 'POST', `/api/teams/${team.id}/join-requests`)).json()
      .data;
    await call(suite.app, captain.token, 'POST', `/api/invitations/${asked.id}/decline`);
    expect((await types(asker.token))[0]).toBe<NotificationType>('request_declined');

    const denied = await signUp(suite.app);
    const deniedTeam = await createTeam(suite.app, denied.token);
    await decide(suite.app, suite.admin.token, deniedTeam.id, 'Denied');
    expect((await list(denied.token))[0]).toMatchObject({
      type: 'team_denied',
      message: translate('resources.notifications.text.team_denied', { team: deniedTeam.name, player: '' }),
    });
  });

  it('counts unread ones, marks one or all read, and pages with Content-Range', async () => {
    const { team, captain } = await approvedTeam(suite.app, suite.admin.token);
    for (let index = 0; index < 3; index += 1) {
      const asker = await signUp(suite.app);
      await call(suite.app, asker.token, 'POST', `/api/teams/${team.id}/join-requests`);
    }
    const all = await list(captain.token);
    expect(all).toHaveLength(4);
    const unread = await call(suite.app, captain.token, 'GET', '/api/notifications/unread-count');
    expect(unread.json()).toEqual({ success: true, data: { count: 4 } });

    const page = await call(suite.app, captain.token, 'GET', '/api/notifications?range=[1,2]');
    expect(page.json().data.map((n: AppNotification) => n.id)).toEqual([all[1]!.id, all[2]!.id]);
    expect(page.headers['content-range']).toBe('notifications 1-2/4');
    expect(all.map((n) => n.id)).toEqual([...all.map((n) => n.id)].sort((a, b) => b - a));

    const read = await call(suite.app, captain.token, 'POST', `/api/notifications/${all[0]!.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: all[0]!.id, read: true });
    expect(
      (await call(suite.app, captain.token, 'GET', '/api/notifications/unread-count')).json().data.count,
    ).toBe(3);

    const stranger = await signUp(suite.app);
    const foreign = await call(suite.app, stranger.token, 'POST', `/api/notifications/${all[1]!.id}/read`);
    expect(foreign.statusCode).toBe(404);
    expect((await list(captain.token))[1]!.read).toBe(false);

    const readAll = await call(suite.app, captain.token, 'POST', '/api/notifications/read-all');
    expect(readAll.json()).toEqual({ success: true, data: { count: 3 } });
    expect((await list(captain.token)).every((n) => n.read)).toBe(true);
    expect(
      (await call(suite.app, stranger.token, 'POST', '/api/notifications/read-all')).json().data.count,
    ).toBe(0);
  });

  it('keeps the text after the team is gone', async () => {
    const { team, captain, players } = await approvedTeam(suite.app, suite.admin.token, 1);
    await call(suite.app, players[0]!.token, 'POST', `/api/teams/${team.id}/leave`);
    await call(suite.app, captain.token, 'POST', `/api/teams/${team.id}/leave`);
    const [left] = await list(captain.token);
    expect(left).toMatchObject({
      type: 'player_left',
      teamId: null,
      message: translate('resources.notifications.text.player_left', {
        team: team.name,
        player: name(players[0]!),
      }),
    });
  });
});
