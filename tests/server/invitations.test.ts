import type { Invitation, MyInvitations, Team, TeamInvitations } from '@domain/api';
import { DEFAULT_LEAGUE } from '@domain/constants';
import { translate } from '@domain/i18n';
import { teamInvitations } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { databaseKinds } from './helpers/databases';
import { approvedTeam, call, createTeam, joinTeam, leagueApp } from './helpers/teams';

describe.each(databaseKinds())('invitations and join requests on %s', (kind) => {
  const suite = leagueApp(kind);

  const request = (token: string, teamId: number) =>
    call(suite.app, token, 'POST', `/api/teams/${teamId}/join-requests`);
  const invite = (token: string, teamId: number, userId: number) =>
    call(suite.app, token, 'POST', `/api/teams/${teamId}/invitations`, { userId });
  const act = (token: string, id: number, verb: 'accept' | 'decline') =>
    call(suite.app, token, 'POST', `/api/invitations/${id}/${verb}`);
  const cancel = (token: string, id: number) => call(suite.app, token, 'DELETE', `/api/invitations/${id}`);
  const mine = async (token: string) =>
    (await call(suite.app, token, 'GET', '/api/users/me/invitations')).json<{ data: MyInvitations }>().data;
  const ofTeam = async (token: string, teamId: number) =>
    (await call(suite.app, token, 'GET', `/api/teams/${teamId}/invitations`)).json<{
      data: TeamInvitations;
    }>().data;

  it('join request: the player asks, the captain sees it and accepts, the player is in', async () => {
    const { team, captain } = await approvedTeam(suite.app, suite.admin.token);
    const player = await signUp(suite.app);
    const sent = await request(player.token, team.id);
    expect(sent.statusCode).toBe(201);
    const invitation = sent.json<{ data: Invitation }>().data;
    expect(invitation).toEqual({
      id: expect.any(Number),
      teamId: team.id,
      timestamp: expect.any(String),
      kind: 'request',
      status: 'pending',
      teamName: team.name,
      teamCode: team.code,
      userId: player.userId,
      userDisplayName: player.credentials.displayName,
      awaitingApproval: false,
    });
    expect(await mine(player.token)).toEqual({ sent: [invitation], received: [] });
    expect(await ofTeam(captain.token, team.id)).toEqual({ requests: [invitation], invites: [] });

    const accepted = await act(captain.token, invitation.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    const joined = accepted.json<{ data: Team }>().data;
    expect(joined.players.map((p) => p.userId)).toEqual([captain.userId, player.userId]);
    const myTeam = await call(suite.app, player.token, 'GET', '/api/users/me/team');
    expect(myTeam.json().data.id).toBe(team.id);
    expect(await mine(player.token)).toEqual({ sent: [], received: [] });
    expect((await act(captain.token, invitation.id, 'accept')).json()).toMatchObject({
      message: translate('resources.teams.team.invitationNotPending'),
    });
  });

  it('invite: a captain invites a player without a team, who accepts', async () => {
    const { team, captain } = await approvedTeam(suite.app, suite.admin.token);
    const player = await signUp(suite.app);
    const sent = await invite(captain.token, team.id, player.userId);
    expect(sent.statusCode).toBe(201);
    const invitation = sent.json<{ data: Invitation }>().data;
    expect(invitation).toMatchObject({ kind: 'invite', status: 'pending', userId: player.userId });
    expect(await mine(player.token)).toEqual({ sent: [], received: [invitation] });
    expect(await ofTeam(captain.token, team.id)).toEqual({ requests: [], invites: [invitation] });
    expect(await ofTeam(suite.admin.token, team.id)).toEqual({ requests: [], invites: [invitation] });

    // The captain cannot answer for the player.
    const forPlayer = await act(captain.token, invitation.id, 'accept');
    expect(forPlayer.statusCode).toBe(403);
    const accepted = await act(player.token, invitation.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.playerCount).toBe(2);
  });

  it('refuses invitations to players already in a team, unknown players, and to non-Approved teams', async () => {
    const { team, captain, players } = await approvedTeam(suite.app, suite.admin.token, 1);
    const inTeam = await invite(captain.token, team.id, players[0]!.userId);
    expect(inTeam.statusCode).toBe(409);
    expect(inTeam.json()).toMatchObject({ message: translate('resources.teams.team.playerAlreadyInTeam') });
    const unknown = await invite(captain.token, team.id, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: translate('resources.teams.team.playerNotFound') });
    expect((await invite(captain.token, team.id, 0)).json()).toMatchObject({
      message: translate('app.errors.validation.invalidUserId'),
    });

    const pendingCaptain = await signUp(suite.app);
    const pending = await createTeam(suite.app, pendingCaptain.token);
    const loner = await signUp(suite.app);
    const notApproved = await invite(pendingCaptain.token, pending.id, loner.userId);
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json()).toMatchObject({ message: translate('resources.teams.team.notApproved') });
    expect((await request(loner.token, pending.id)).statusCode).toBe(404);
    expect((await request(suite.admin.token, pending.id)).json()).toMatchObject({
      message: translate('resources.teams.team.notApproved'),
    });
  });

  it('refuses join requests from players already in a team', async () => {
    const first = await approvedTeam(suite.app, suite.admin.token);
    const second = await approvedTeam(suite.app, suite.admin.token);
    const response = await request(first.captain.token, second.team.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: translate('resources.teams.team.alreadyInTeam') });
  });

  it('allows one pending invitation or request per team and player', async () => {
    const { team, captain } = await approvedTeam(suite.app, suite.admin.token);
    const player = await signUp(suite.app);
    expect((await request(player.token, team.id)).statusCode).toBe(201);
    const again = await request(player.token, team.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: translate('resources.teams.team.alreadyPending') });
    expect((await invite(captain.token, team.id, player.userId)).json()).toMatchObject({
      message: translate('resources.teams.team.alreadyPending'),
    });
  });

  it('decline: the invited player declines an invite, a captain declines a request', async () => {
    const { team, captain } = await approvedTeam(suite.app, suite.admin.token);
    const invited = await signUp(suite.app);
    const invitation = (await invite(captain.token, team.id, invited.userId)).json().data;
    const declined = await act(invited.token, invitation.id, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({ id: invitation.id, status: 'declined' });

    const asker = await signUp(suite.app);
    const asked = (await request(asker.token, team.id)).json().data;
    const refused = await act(asker.token, asked.id, 'decline');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: translate('resources.teams.team.notCaptainOrCoCaptain'),
    });
    expect((await act(captain.token, asked.id, 'decline')).json().data.status).toBe('declined');
    // Declined, a new request may follow.
    expect((await request(asker.token, team.id)).statusCode).toBe(201);
  });

  it('cancel: the player cancels their request, a captain cancels an invite; not the other way round', async () => {
    const { team, captain } = await approvedTeam(suite.app, suite.admin.token);
    const asker = await signUp(suite.app);
    const asked = (await request(asker.token, team.id)).json().data;
    expect((await cancel(captain.token, asked.id)).statusCode).toBe(403);
    const cancelled = await cancel(asker.token, asked.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await cancel(asker.token, asked.id)).statusCode).toBe(409);

    const invited = await signUp(suite.app);
    const invitation = (await invite(captain.token, team.id, invited.userId)).json().data;
    expect((await cancel(invited.token, invitation.id)).statusCode).toBe(403);
    expect((await cancel(captain.token, invitation.id)).json().data.status).toBe('cancelled');
  });

  it('hides an invitation from everyone who is not a party to it (404)', async () => {
    const { team, captain } = await approvedTeam(suite.app, suite.admin.token);
    const invited = await signUp(suite.app);
    const stranger = await signUp(suite.app);
    const invitation = (await invite(captain.token, team.id, invited.userId)).json().data;
    for (const response of [
      await act(stranger.token, invitation.id, 'accept'),
      await act(stranger.token, invitation.id, 'decline'),
      await cancel(stranger.token, invitation.id),
      await act(stranger.token, 999_999, 'accept'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        message: translate('resources.teams.team.invitationNotFound'),
      });
    }
  });

  it('accepting one closes the player other pending invitations and requests', async () => {
    const teamA = await approvedTeam(suite.app, suite.admin.token);
    const teamB = await approvedTeam(suite.app, suite.admin.token);
    const teamC = await approvedTeam(suite.app, suite.admin.token);
    const player = await signUp(suite.app);
    const fromA = (await invite(teamA.captain.token, teamA.team.id, player.userId)).json().data;
    const fromB = (await invite(teamB.captain.token, teamB.team.id, player.userId)).json().data;
    const toC = (await request(player.token, teamC.team.id)).json().data;
    expect((await act(player.token, fromA.id, 'accept')).statusCode).toBe(200);

    const rows = await suite.app.db
      .select({ id: teamInvitations.id, status: teamInvitations.status })
      .from(teamInvitations)
      .where(eq(teamInvitations.userId, player.userId));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [fromA.id]: 'accepted',
      [fromB.id]: 'closed',
      [toC.id]: 'closed',
    });
    const late = await act(teamC.captain.token, toC.id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: translate('resources.teams.team.invitationNotPending') });
  });

  it('keeps a team within the league roster limit', async () => {
    const { team, captain } = await approvedTeam(suite.app, suite.admin.token, DEFAULT_LEAGUE.maxPlayers - 1);
    const full = await call(suite.app, captain.token, 'GET', '/api/users/me/team');
    expect(full.json().data.playerCount).toBe(DEFAULT_LEAGUE.maxPlayers);
    const player = await signUp(suite.app);
    const asked = (await request(player.token, team.id)).json().data;
    const refused = await act(captain.token, asked.id, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: translate('resources.teams.team.rosterFull', { max: DEFAULT_LEAGUE.maxPlayers }),
    });
  });

  it('lets exactly one of two concurrent accepts take the last slot', async () => {
    const { team, captain } = await approvedTeam(suite.app, suite.admin.token, DEFAULT_LEAGUE.maxPlayers - 2);
    const first = await signUp(suite.app);
    const second = await signUp(suite.app);
    const one = (await request(first.token, team.id)).json().data;
    const two = (await request(second.token, team.id)).json().data;
    const results = await Promise.all([
      act(captain.token, one.id, 'accept'),
      act(captain.token, two.id, 'accept'),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const roster = await call(suite.app, captain.token, 'GET', '/api/users/me/team');
    expect(roster.json().data.playerCount).toBe(DEFAULT_LEAGUE.maxPlayers);
  });

  it('lets a player join only one of two teams accepting them at once', async () => {
    const teamA = await approvedTeam(suite.app, suite.admin.token);
    const teamB = await approvedTeam(suite.app, suite.admin.token);
    const player = await signUp(suite.app);
    const toA = (await request(player.token, teamA.team.id)).json().data;
    const toB = (await request(player.token, teamB.team.id)).json().data;
    const results = await Promise.all([
      act(teamA.captain.token, toA.id, 'accept'),
      act(teamB.captain.token, toB.id, 'accept'),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
  });

  describe('captain and co-captain rights', () => {
    it('refuses invitations, team lists and candidates to plain players (403)', async () => {
      const { team, players } = await approvedTeam(suite.app, suite.admin.token, 1);
      const loner = await signUp(suite.app);
      const plain = players[0]!.token;
      for (const response of [
        await invite(plain, team.id, loner.userId),
        await call(suite.app, plain, 'GET', `/api/teams/${team.id}/invitations`),
        await call(suite.app, plain, 'GET', `/api/teams/${team.id}/invite-candidates?query=a`),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          message: translate('resources.teams.team.notCaptainOrCoCaptain'),
        });
      }
    });

    it('lets a co-captain invite and accept requests', async () => {
      const { team, captain, players } = await approvedTeam(suite.app, suite.admin.token, 1);
      const coCaptain = players[0]!;
      const playerId = (await call(suite.app, captain.token, 'GET', '/api/users/me/team'))
        .json<{ data: Team }>()
        .data.players.find((p) => p.userId === coCaptain.userId)!.id;
      await call(suite.app, captain.token, 'PUT', `/api/teams/${team.id}/players/${playerId}`, {
        isCoCaptain: true,
      });
      const invited = await signUp(suite.app);
      expect((await invite(coCaptain.token, team.id, invited.userId)).statusCode).toBe(201);
      const asker = await signUp(suite.app);
      const asked = (await request(asker.token, team.id)).json().data;
      expect((await act(coCaptain.token, asked.id, 'accept')).statusCode).toBe(200);
    });

    it('lists invite candidates: players without a team and without a pending invitation here', async () => {
      const { team, captain } = await approvedTeam(suite.app, suite.admin.token);
      const tag = `Cand${Date.now() % 100000}`;
      const free = await signUp(suite.app, {
        email: `${tag}a@example.com`,
        password: 'paintball-42',
        displayName: `${tag} Free`,
      });
      const invited = await signUp(suite.app, {
        email: `${tag}b@example.com`,
        password: 'paintball-42',
        displayName: `${tag} Invited`,
      });
      const member = await joinTeam(suite.app, captain.token, team.id);
      await invite(captain.token, team.id, invited.userId);
      const response = await call(
        suite.app,
        captain.token,
        'GET',
        `/api/teams/${team.id}/invite-candidates?query=${tag.toLowerCase()}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([{ id: free.userId, displayName: `${tag} Free` }]);
      expect(member.userId).not.toBe(free.userId);
      const everyone = await call(suite.app, captain.token, 'GET', `/api/teams/${team.id}/invite-candidates`);
      expect(everyone.json().data.length).toBeLessThanOrEqual(10);
    });
  });
});
