import type { Team } from '@domain/api';
import { translate } from '@domain/i18n';
import { auditLog, teamInvitations, teams } from '@server/db/schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { databaseKinds } from './helpers/databases';
import { approvedTeam, call, createTeam, leagueApp } from './helpers/teams';

describe.each(databaseKinds())('roster changes on %s', (kind) => {
  const suite = leagueApp(kind);

  const teamOf = async (token: string) =>
    (await call(suite.app, token, 'GET', '/api/users/me/team')).json<{ data: Team | null }>().data;
  const playerIdOf = (team: Team, userId: number) => team.players.find((p) => p.userId === userId)!.id;
  const leave = (token: string, teamId: number) =>
    call(suite.app, token, 'POST', `/api/teams/${teamId}/leave`);
  const change = (token: string, teamId: number, playerId: number, body: object) =>
    call(suite.app, token, 'PUT', `/api/teams/${teamId}/players/${playerId}`, body);
  const remove = (token: string, teamId: number, playerId: number) =>
    call(suite.app, token, 'DELETE', `/api/teams/${teamId}/players/${playerId}`);

  it('lets a player leave; the captain must hand over first while others remain', async () => {
    const { team, captain, players } = await approvedTeam(suite.app, suite.admin.token, 2);
    const left = await leave(players[0]!.token, team.id);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ success: true, data: null });
    expect(await teamOf(players[0]!.token)).toBeNull();

    const refused = await leave(captain.token, team.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: translate('resources.teams.team.captainMustHandOver') });

    const outsider = await signUp(suite.app);
    expect((await leave(outsider.token, team.id)).statusCode).toBe(403);
  });

  it('disbands the team when its last member leaves: team and pending invitations go, the audit log keeps it', async () => {
    const { team, captain } = await approvedTeam(suite.app, suite.admin.token);
    const invited = await signUp(suite.app);
    await call(suite.app, captain.token, 'POST', `/api/teams/${team.id}/invitations`, {
      userId: invited.userId,
    });
    expect((await leave(captain.token, team.id)).statusCode).toBe(200);
    expect(await teamOf(captain.token)).toBeNull();
    expect(await suite.app.db.select().from(teams).where(eq(teams.id, team.id))).toEqual([]);
    expect(
      await suite.app.db.select().from(teamInvitations).where(eq(teamInvitations.teamId, team.id)),
    ).toEqual([]);
    const [entry] = await suite.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'team.disband'), eq(auditLog.targetId, team.id)));
    expect(entry).toMatchObject({
      actorUserId: captain.userId,
      targetType: 'team',
      details: { name: team.name, code: team.code },
    });
  });

  it('lets the captain of a Pending team leave it alone, disbanding it', async () => {
    const captain = await signUp(suite.app);
    const team = await createTeam(suite.app, captain.token);
    expect((await leave(captain.token, team.id)).statusCode).toBe(200);
    expect((await call(suite.app, suite.admin.token, 'GET', `/api/admin/teams/${team.id}`)).statusCode).toBe(
      404,
    );
  });

  it('transfers the captaincy: the old captain becomes a plain player and may then leave', async () => {
    const { team, captain, players } = await approvedTeam(suite.app, suite.admin.token, 1);
    const successor = players[0]!;
    const before = (await teamOf(captain.token))!;
    const response = await change(captain.token, team.id, playerIdOf(before, successor.userId), {
      isCaptain: true,
    });
    expect(response.statusCode).toBe(200);
    const after = response.json<{ data: Team }>().data;
    expect(after.players.find((p) => p.userId === successor.userId)).toMatchObject({
      isCaptain: true,
      isCoCaptain: false,
    });
    expect(after.players.find((p) => p.userId === captain.userId)).toMatchObject({
      isCaptain: false,
      isCoCaptain: false,
    });
    expect(after.players.filter((p) => p.isCaptain)).toHaveLength(1);

    // The old captain is no longer one.
    const denied = await change(captain.token, team.id, playerIdOf(after, successor.userId), {
      isCoCaptain: true,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ message: translate('resources.teams.team.notCaptain') });
    expect((await leave(captain.token, team.id)).statusCode).toBe(200);
  });

  it('promotes and demotes co-captains; only the captain may', async () => {
    const { team, captain, players } = await approvedTeam(suite.app, suite.admin.token, 2);
    const roster = (await teamOf(captain.token))!;
    const first = playerIdOf(roster, players[0]!.userId);
    const promoted = await change(captain.token, team.id, first, { isCoCaptain: true });
    expect(promoted.json().data.players.find((p: { id: number }) => p.id === first)).toMatchObject({
      isCoCaptain: true,
    });
    // A co-captain is not the captain.
    const byCo = await change(players[0]!.token, team.id, playerIdOf(roster, players[1]!.userId), {
      isCoCaptain: true,
    });
    expect(byCo.statusCode).toBe(403);
    expect(byCo.json()).toMatchObject({ message: translate('resources.teams.team.notCaptain') });
    const demoted = await change(captain.token, team.id, first, { isCoCaptain: false, role: 'Admin' });
    expect(demoted.json().data.players.find((p: { id: number }) => p.id === first)).toMatchObject({
      isCoCaptain: false,
    });
    const empty = await change(captain.token, team.id, first, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: translate('app.errors.validation.noChanges') });
    expect((await change(captain.token, team.id, 999_999, { isCoCaptain: true })).json()).toMatchObject({
      message: translate('resources.teams.team.playerNotFound'),
    });
  });

  it('removes a player; not the captain themselves, and only by the captain', async () => {
    const { team, captain, players } = await approvedTeam(suite.app, suite.admin.token, 2);
    const roster = (await teamOf(captain.token))!;
    const byPlayer = await remove(players[0]!.token, team.id, playerIdOf(roster, players[1]!.userId));
    expect(byPlayer.statusCode).toBe(403);
    expect(byPlayer.json()).toMatchObject({ message: translate('resources.teams.team.notCaptain') });
    const self = await remove(captain.token, team.id, playerIdOf(roster, captain.userId));
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ message: translate('resources.teams.team.cannotRemoveSelf') });

    const removed = await remove(captain.token, team.id, playerIdOf(roster, players[1]!.userId));
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.playerCount).toBe(2);
    expect(await teamOf(players[1]!.token)).toBeNull();
    // Another team's player is not found in this one.
    const other = await approvedTeam(suite.app, suite.admin.token);
    const otherRoster = (await teamOf(other.captain.token))!;
    expect((await remove(captain.token, team.id, otherRoster.players[0]!.id)).statusCode).toBe(404);
  });
});
