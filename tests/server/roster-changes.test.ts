import type { Team } from '@domain/api';
import { translate } from '@domain/i18n';
import type { RosterChange } from '@domain/roster-changes';
import type { Season } from '@domain/seasons';
import { ManualClock } from '@server/clock';
import {
  auditLog,
  notifications,
  rosterChanges,
  seasonEntries,
  teamInvitations,
  teamPlayers,
  teams,
} from '@server/db/schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { databaseKinds } from './helpers/databases';
import { approvedTeam, call, leagueApp, type Player } from './helpers/teams';

// Rosters during a season: while a team's season is Live or in its Playoffs, joining, leaving
// and removals wait for an admin unless a transfer window is open; admins approve or deny.

const NOW = '2027-02-10T12:00:00.000Z';
const HOUR = 60 * 60 * 1000;

describe.each(databaseKinds())('roster changes on %s', (kind) => {
  const clock = new ManualClock(NOW);
  const suite = leagueApp(kind, { clock });
  let seasonCounter = 0;

  /** A season holding the given teams, left in `status` (entries written straight, placed by an admin). */
  async function seasonOf(teamIds: number[], status: 'Registration' | 'Live' = 'Live'): Promise<Season> {
    seasonCounter += 1;
    const admin = suite.admin.token;
    const created = await call(suite.app, admin, 'POST', '/api/seasons', {
      name: `Roster Season ${seasonCounter}`,
      startsAt: '2027-01-04T18:00:00Z',
      weeks: 10,
      divisions: [{ name: 'Open', mmrPercentage: 100 }],
    });
    if (created.statusCode !== 201) throw new Error(created.body);
    const season = created.json<{ data: Season }>().data;
    await call(suite.app, admin, 'PUT', `/api/seasons/${season.id}`, { status: 'Registration' });
    if (teamIds.length > 0) {
      await suite.app.db.insert(seasonEntries).values(
        teamIds.map((teamId) => ({
          seasonId: season.id,
          teamId,
          divisionId: season.divisions[0]!.id,
          placedByAdmin: true,
        })),
      );
    }
    const moved = await call(suite.app, admin, 'PUT', `/api/seasons/${season.id}`, { status });
    if (moved.statusCode !== 200) throw new Error(moved.body);
    return moved.json<{ data: Season }>().data;
  }

  /** An Approved team of a captain and `extra` players, entered in a season left in `status`. */
  async function teamInSeason(extra = 1, status: 'Registration' | 'Live' = 'Live') {
    const built = await approvedTeam(suite.app, suite.admin.token, extra);
    const season = await seasonOf([built.team.id], status);
    return { ...built, season };
  }

  const invite = async (captain: Player, teamId: number, player: Player) => {
    const response = await call(suite.app, captain.token, 'POST', `/api/teams/${teamId}/invitations`, {
      userId: player.userId,
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json<{ data: { id: number } }>().data.id;
  };
  const accept = (token: string, invitationId: number) =>
    call(suite.app, token, 'POST', `/api/invitations/${invitationId}/accept`);
  const teamOf = async (token: string) =>
    (await call(suite.app, token, 'GET', '/api/users/me/team')).json<{ data: Team | null }>().data;
  const rosterOf = async (teamId: number) =>
    (await suite.app.db.select().from(teamPlayers).where(eq(teamPlayers.teamId, teamId))).map(
      (row) => row.userId,
    );
  const changesOf = (teamId: number) =>
    suite.app.db.select().from(rosterChanges).where(eq(rosterChanges.teamId, teamId));
  const approve = (id: number, token = suite.admin.token) =>
    call(suite.app, token, 'POST', `/api/admin/roster-changes/${id}/approve`);
  const deny = (id: number, token = suite.admin.token) =>
    call(suite.app, token, 'POST', `/api/admin/roster-changes/${id}/deny`);
  const setWindow = (seasonId: number, transferWindowEndsAt: string | null) =>
    call(suite.app, suite.admin.token, 'PUT', `/api/seasons/${seasonId}`, { transferWindowEndsAt });

  /** A player invited to a locked team who accepted: the join waits for the admins. */
  async function pendingJoin(extra = 1) {
    const setup = await teamInSeason(extra);
    const joiner = await signUp(suite.app);
    const invitationId = await invite(setup.captain, setup.team.id, joiner);
    const response = await accept(joiner.token, invitationId);
    expect(response.statusCode).toBe(202);
    return { ...setup, joiner, invitationId, change: response.json<{ data: RosterChange }>().data };
  }

  describe('the roster lock', () => {
    it('lets players join at once while the season is in Registration', async () => {
      const { team, captain } = await teamInSeason(1, 'Registration');
      const joiner = await signUp(suite.app);
      const accepted = await accept(joiner.token, await invite(captain, team.id, joiner));
      expect(accepted.statusCode).toBe(200);
      expect(await rosterOf(team.id)).toContain(joiner.userId);
      expect(await changesOf(team.id)).toEqual([]);
    });

    it('turns an accepted invitation into a Pending request while the season is Live (202), once', async () => {
      const { team, captain, season } = await teamInSeason();
      const joiner = await signUp(suite.app);
      const invitationId = await invite(captain, team.id, joiner);
      const response = await accept(joiner.token, invitationId);
      expect(response.statusCode).toBe(202);
      const body = response.json<{ success: true; data: RosterChange; message: string }>();
      expect(body.message).toBe(
        translate('resources.admin/roster-changes.locked', {
          season: season.name,
          status: 'Live',
          change: translate('resources.admin/roster-changes.change.join', {
            player: joiner.credentials.displayName,
            team: team.name,
          }),
        }),
      );
      expect(body.message).toBe(
        `Rosters are locked while ${season.name} is Live: an admin must approve ${joiner.credentials.displayName} joining ${team.name}.`,
      );
      expect(body.data).toMatchObject({
        team: { id: team.id, name: team.name },
        season: { id: season.id, name: season.name },
        user: { id: joiner.userId, displayName: joiner.credentials.displayName },
        kind: 'join',
        status: 'Pending',
        invitationId,
        requestedBy: joiner.credentials.displayName,
        decidedBy: null,
      });
      expect(await rosterOf(team.id)).not.toContain(joiner.userId);
      expect(await teamOf(joiner.token)).toBeNull();
      const [invitation] = await suite.app.db
        .select()
        .from(teamInvitations)
        .where(eq(teamInvitations.id, invitationId));
      expect(invitation?.status).toBe('pending');
      // The player's invites say it waits for a league manager (so the screens offer no second Accept).
      const mine = await call(suite.app, joiner.token, 'GET', '/api/users/me/invitations');
      expect(mine.json().data.received).toEqual([
        expect.objectContaining({ id: invitationId, awaitingApproval: true }),
      ]);

      const again = await accept(joiner.token, invitationId);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        message: translate('resources.admin/roster-changes.alreadyPending'),
      });
      expect(await changesOf(team.id)).toHaveLength(1);
    });

    it("turns a captain's acceptance of a join request into a Pending request", async () => {
      const { team, captain } = await teamInSeason();
      const joiner = await signUp(suite.app);
      const asked = await call(suite.app, joiner.token, 'POST', `/api/teams/${team.id}/join-requests`);
      const response = await accept(captain.token, asked.json().data.id);
      expect(response.statusCode).toBe(202);
      expect(response.json().data).toMatchObject({
        kind: 'join',
        status: 'Pending',
        user: { id: joiner.userId },
      });
      expect(await rosterOf(team.id)).not.toContain(joiner.userId);
    });

    it('turns leaving and removals into Pending requests; the players stay on the roster', async () => {
      const { team, captain, players, season } = await teamInSeason(2);
      const [leaver, removed] = players as [Player, Player];
      const left = await call(suite.app, leaver.token, 'POST', `/api/teams/${team.id}/leave`);
      expect(left.statusCode).toBe(202);
      expect(left.json()).toMatchObject({
        data: { kind: 'leave', status: 'Pending', user: { id: leaver.userId } },
        message: translate('resources.admin/roster-changes.locked', {
          season: season.name,
          status: 'Live',
          change: translate('resources.admin/roster-changes.change.leave', {
            player: leaver.credentials.displayName,
            team: team.name,
          }),
        }),
      });

      const roster = (await teamOf(captain.token))!;
      const playerId = roster.players.find((player) => player.userId === removed.userId)!.id;
      const removal = await call(
        suite.app,
        captain.token,
        'DELETE',
        `/api/teams/${team.id}/players/${playerId}`,
      );
      expect(removal.statusCode).toBe(202);
      expect(removal.json()).toMatchObject({
        data: { kind: 'remove', status: 'Pending', user: { id: removed.userId } },
        message: translate('resources.admin/roster-changes.locked', {
          season: season.name,
          status: 'Live',
          change: translate('resources.admin/roster-changes.change.remove', {
            player: removed.credentials.displayName,
            team: team.name,
          }),
        }),
      });
      expect(await rosterOf(team.id)).toEqual(
        expect.arrayContaining([captain.userId, leaver.userId, removed.userId]),
      );
    });

    it('lets rosters change freely while a transfer window is open, and locks them again when it ends', async () => {
      const { team, captain, players, season } = await teamInSeason(2);
      const opened = await setWindow(season.id, new Date(clock.now().getTime() + 24 * HOUR).toISOString());
      expect(opened.statusCode).toBe(200);
      expect(opened.json().data.transferWindowEndsAt).toBe(
        new Date(clock.now().getTime() + 24 * HOUR).toISOString(),
      );

      const joiner = await signUp(suite.app);
      expect((await accept(joiner.token, await invite(captain, team.id, joiner))).statusCode).toBe(200);
      expect(
        (await call(suite.app, players[0]!.token, 'POST', `/api/teams/${team.id}/leave`)).statusCode,
      ).toBe(200);
      expect(await rosterOf(team.id)).toContain(joiner.userId);
      expect(await rosterOf(team.id)).not.toContain(players[0]!.userId);

      clock.advance(25 * HOUR);
      try {
        const late = await call(suite.app, players[1]!.token, 'POST', `/api/teams/${team.id}/leave`);
        expect(late.statusCode).toBe(202);
      } finally {
        clock.set(NOW);
      }
    });

    it('never holds the last member leaving (the team disbands) nor an account deletion', async () => {
      const alone = await teamInSeason(0);
      const left = await call(suite.app, alone.captain.token, 'POST', `/api/teams/${alone.team.id}/leave`);
      expect(left.statusCode).toBe(200);
      // It has a season history, so it stays, disbanded (team-disband.test.ts), with nobody on it.
      const [kept] = await suite.app.db.select().from(teams).where(eq(teams.id, alone.team.id));
      expect(kept?.disbandedAt).toBeInstanceOf(Date);
      expect(await rosterOf(alone.team.id)).toEqual([]);
      expect(await changesOf(alone.team.id)).toEqual([]);

      const { team, players } = await teamInSeason(1);
      const deleted = await call(suite.app, players[0]!.token, 'DELETE', `/api/users/${players[0]!.userId}`);
      expect(deleted.statusCode).toBe(200);
      expect(await rosterOf(team.id)).not.toContain(players[0]!.userId);
      expect(await changesOf(team.id)).toEqual([]);
    });

    it('still refuses what it refused before: a captain leaving a team with players, a full team', async () => {
      const { team, captain } = await teamInSeason(1);
      const refused = await call(suite.app, captain.token, 'POST', `/api/teams/${team.id}/leave`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        message: translate('resources.teams.team.captainMustHandOver'),
      });
      expect(await changesOf(team.id)).toEqual([]);
    });
  });

  describe('admin decisions', () => {
    it('approving a join puts the player on the team, accepts the invitation, notifies and audits', async () => {
      const { team, captain, joiner, invitationId, change } = await pendingJoin();
      const approved = await approve(change.id);
      expect(approved.statusCode).toBe(200);
      expect(approved.json().data).toMatchObject({
        id: change.id,
        status: 'Approved',
        decidedBy: expect.any(String),
      });
      expect(await rosterOf(team.id)).toContain(joiner.userId);
      const [invitation] = await suite.app.db
        .select()
        .from(teamInvitations)
        .where(eq(teamInvitations.id, invitationId));
      expect(invitation?.status).toBe('accepted');

      const told = await suite.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.type, 'roster_change_approved'), eq(notifications.teamId, team.id)));
      expect(told.map((row) => row.userId).sort()).toEqual([captain.userId, joiner.userId].sort());
      const [entry] = await suite.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'rosterChange.approve'), eq(auditLog.targetId, change.id)));
      expect(entry).toMatchObject({
        actorUserId: suite.admin.userId,
        targetType: 'rosterChange',
        details: {
          name: translate('resources.admin/roster-changes.change.join', {
            player: joiner.credentials.displayName,
            team: team.name,
          }),
          kind: 'join',
        },
      });

      const again = await approve(change.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: translate('resources.admin/roster-changes.notPending') });
    });

    it('approving a leave or a removal takes the player off the roster', async () => {
      const { team, captain, players } = await teamInSeason(2);
      const left = await call(suite.app, players[0]!.token, 'POST', `/api/teams/${team.id}/leave`);
      const roster = (await teamOf(captain.token))!;
      const playerId = roster.players.find((player) => player.userId === players[1]!.userId)!.id;
      const removal = await call(
        suite.app,
        captain.token,
        'DELETE',
        `/api/teams/${team.id}/players/${playerId}`,
      );
      expect((await approve(left.json().data.id)).statusCode).toBe(200);
      expect((await approve(removal.json().data.id)).statusCode).toBe(200);
      expect(await rosterOf(team.id)).toEqual([captain.userId]);
    });

    it('denying leaves the roster as it is, closes the invitation, notifies and audits', async () => {
      const { team, joiner, invitationId, change } = await pendingJoin();
      const denied = await deny(change.id);
      expect(denied.statusCode).toBe(200);
      expect(denied.json().data.status).toBe('Denied');
      expect(await rosterOf(team.id)).not.toContain(joiner.userId);
      const [invitation] = await suite.app.db
        .select()
        .from(teamInvitations)
        .where(eq(teamInvitations.id, invitationId));
      expect(invitation?.status).toBe('closed');
      const told = await suite.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.type, 'roster_change_denied'), eq(notifications.userId, joiner.userId)));
      expect(told).toHaveLength(1);
      const audited = await suite.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'rosterChange.deny'), eq(auditLog.targetId, change.id)));
      expect(audited).toHaveLength(1);
      expect((await approve(change.id)).statusCode).toBe(409);
      expect(await rosterOf(team.id)).not.toContain(joiner.userId);
    });

    it('refuses (409) to approve a join into a team that has become full', async () => {
      // 1 captain + 6 players: room for one more of the league's 8.
      const { team, captain } = await teamInSeason(6);
      const [first, second] = [await signUp(suite.app), await signUp(suite.app)];
      const a = await accept(first.token, await invite(captain, team.id, first));
      const b = await accept(second.token, await invite(captain, team.id, second));
      expect((await approve(a.json().data.id)).statusCode).toBe(200);
      const full = await approve(b.json().data.id);
      expect(full.statusCode).toBe(409);
      expect(full.json()).toMatchObject({
        message: translate('resources.teams.team.rosterFull', { max: 8 }),
      });
      expect(await rosterOf(team.id)).toHaveLength(8);
      expect((await changesOf(team.id)).find((row) => row.id === b.json().data.id)?.status).toBe('Pending');
    });

    it('refuses (409) to approve a join of a player who is in another team by then', async () => {
      const { team, joiner, change } = await pendingJoin();
      const other = await approvedTeam(suite.app, suite.admin.token);
      await suite.app.db.insert(teamPlayers).values({ teamId: other.team.id, userId: joiner.userId });
      const refused = await approve(change.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        message: translate('resources.teams.team.playerAlreadyInTeam'),
      });
      expect(await rosterOf(team.id)).not.toContain(joiner.userId);
    });

    it("cancels a player's waiting join when they join another team", async () => {
      const { change, joiner } = await pendingJoin();
      const other = await approvedTeam(suite.app, suite.admin.token);
      const accepted = await accept(joiner.token, await invite(other.captain, other.team.id, joiner));
      expect(accepted.statusCode).toBe(200);
      const [row] = await suite.app.db.select().from(rosterChanges).where(eq(rosterChanges.id, change.id));
      expect(row?.status).toBe('Cancelled');
      expect((await approve(change.id)).statusCode).toBe(409);
    });

    it('refuses (409) to approve a leave of a player who became captain', async () => {
      const { team, captain, players } = await teamInSeason(1);
      const left = await call(suite.app, players[0]!.token, 'POST', `/api/teams/${team.id}/leave`);
      const roster = (await teamOf(captain.token))!;
      const playerId = roster.players.find((player) => player.userId === players[0]!.userId)!.id;
      await call(suite.app, captain.token, 'PUT', `/api/teams/${team.id}/players/${playerId}`, {
        isCaptain: true,
      });
      const refused = await approve(left.json().data.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        message: translate('resources.admin/roster-changes.captainLeaving', {
          player: players[0]!.credentials.displayName,
        }),
      });
      expect(await rosterOf(team.id)).toContain(players[0]!.userId);
    });

    it('two approvals at once: one applies, the other gets 409', async () => {
      const { team, joiner, change } = await pendingJoin();
      const answers = await Promise.all([approve(change.id), approve(change.id)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect((await rosterOf(team.id)).filter((id) => id === joiner.userId)).toHaveLength(1);
    });

    it('an approval and a denial at once: exactly one decides', async () => {
      const { team, joiner, change } = await pendingJoin();
      const answers = await Promise.all([approve(change.id), deny(change.id)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const [row] = await suite.app.db.select().from(rosterChanges).where(eq(rosterChanges.id, change.id));
      expect((await rosterOf(team.id)).includes(joiner.userId)).toBe(row?.status === 'Approved');
    });

    it('lists changes for admins with filters and Content-Range; players get 403', async () => {
      const { team, change } = await pendingJoin();
      const filter = encodeURIComponent(JSON.stringify({ status: 'Pending', teamId: team.id }));
      const listed = await call(
        suite.app,
        suite.admin.token,
        'GET',
        `/api/admin/roster-changes?filter=${filter}&range=[0,9]`,
      );
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data.map((row: RosterChange) => row.id)).toEqual([change.id]);
      expect(listed.headers['content-range']).toBe('roster-changes 0-0/1');
      const one = await call(suite.app, suite.admin.token, 'GET', `/api/admin/roster-changes/${change.id}`);
      expect(one.json().data).toMatchObject({ id: change.id, status: 'Pending' });
      expect(
        (await call(suite.app, suite.admin.token, 'GET', '/api/admin/roster-changes/999999')).statusCode,
      ).toBe(404);

      const player = await signUp(suite.app);
      expect((await call(suite.app, player.token, 'GET', '/api/admin/roster-changes')).statusCode).toBe(403);
      expect((await approve(change.id, player.token)).statusCode).toBe(403);
      expect((await deny(change.id, player.token)).statusCode).toBe(403);
      const [row] = await suite.app.db.select().from(rosterChanges).where(eq(rosterChanges.id, change.id));
      expect(row?.status).toBe('Pending');
    });
  });

  describe("a team's pending changes", () => {
    it('shows them to the team and the waiting player, not to others; the player or a captain cancels', async () => {
      const { team, captain, players, joiner, invitationId, change } = await pendingJoin();
      const url = `/api/teams/${team.id}/roster-changes`;
      for (const viewer of [captain, players[0]!, joiner]) {
        const seen = await call(suite.app, viewer.token, 'GET', url);
        expect(seen.statusCode).toBe(200);
        expect(seen.json().data.map((row: RosterChange) => row.id)).toEqual([change.id]);
      }
      const outsider = await signUp(suite.app);
      expect((await call(suite.app, outsider.token, 'GET', url)).statusCode).toBe(403);
      const cancelUrl = `/api/roster-changes/${change.id}/cancel`;
      expect((await call(suite.app, outsider.token, 'POST', cancelUrl)).statusCode).toBe(403);
      expect((await call(suite.app, players[0]!.token, 'POST', cancelUrl)).statusCode).toBe(403);

      const cancelled = await call(suite.app, joiner.token, 'POST', cancelUrl);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().data).toMatchObject({
        status: 'Cancelled',
        decidedBy: joiner.credentials.displayName,
      });
      expect((await call(suite.app, captain.token, 'POST', cancelUrl)).statusCode).toBe(409);
      expect((await call(suite.app, captain.token, 'GET', url)).json().data).toEqual([]);
      const [invitation] = await suite.app.db
        .select()
        .from(teamInvitations)
        .where(eq(teamInvitations.id, invitationId));
      expect(invitation?.status).toBe('closed');
    });

    it('cancels a waiting join when its invitation is withdrawn', async () => {
      const { captain, invitationId, change } = await pendingJoin();
      expect(
        (await call(suite.app, captain.token, 'DELETE', `/api/invitations/${invitationId}`)).statusCode,
      ).toBe(200);
      const [row] = await suite.app.db.select().from(rosterChanges).where(eq(rosterChanges.id, change.id));
      expect(row?.status).toBe('Cancelled');
    });
  });

  describe('the transfer window', () => {
    it('opens only in the future, only while Live or in Playoffs; null closes it; each change is audited', async () => {
      const { season } = await teamInSeason(0);
      const past = await setWindow(season.id, new Date(clock.now().getTime() - HOUR).toISOString());
      expect(past.statusCode).toBe(400);
      expect(past.json()).toMatchObject({
        message: translate('resources.admin/roster-changes.transferWindowPast'),
      });
      const garbled = await setWindow(season.id, 'tomorrow');
      expect(garbled.statusCode).toBe(400);
      expect(garbled.json()).toMatchObject({
        message: translate('resources.admin/roster-changes.transferWindowInvalid'),
      });

      const future = new Date(clock.now().getTime() + 2 * HOUR).toISOString();
      expect((await setWindow(season.id, future)).statusCode).toBe(200);
      // The edit form sends the whole record: the same end again changes nothing.
      expect((await setWindow(season.id, future)).statusCode).toBe(200);
      const closed = await setWindow(season.id, null);
      expect(closed.statusCode).toBe(200);
      expect(closed.json().data.transferWindowEndsAt).toBeNull();
      const audited = await suite.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'season.transferWindow'), eq(auditLog.targetId, season.id)))
        // Rows come back in no set order without one: PostgreSQL once answered the second change first.
        .orderBy(auditLog.id);
      expect(audited.map((entry) => entry.details)).toEqual([
        { name: season.name, from: null, to: future },
        { name: season.name, from: future, to: null },
      ]);

      const registering = await seasonOf([], 'Registration');
      const early = await setWindow(registering.id, future);
      expect(early.statusCode).toBe(400);
      expect(early.json()).toMatchObject({
        message: translate('resources.admin/roster-changes.transferWindowStage', { status: 'Registration' }),
      });
      // Sending no window (null) to a season without one is no change, whatever its stage.
      expect((await setWindow(registering.id, null)).statusCode).toBe(200);

      const player = await signUp(suite.app);
      const refused = await call(suite.app, player.token, 'PUT', `/api/seasons/${season.id}`, {
        transferWindowEndsAt: future,
      });
      expect(refused.statusCode).toBe(403);
    });
  });
});
