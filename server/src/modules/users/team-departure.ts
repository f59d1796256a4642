import type { Queryable } from '@server/db/client';
import { teamPlayers, teams, users } from '@server/db/schema';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { recordAudit } from '../audit/record';
import { notifyTeam } from '../teams/notify-team';
import { lockTeam, membershipOf } from '../teams/repository';

// What deleting an account does to its team, inside the deletion's transaction and under the team-row
// lock every roster change takes: the player leaves; a captain's captaincy passes to the co-captain, else
// to the earliest-joined member; the last member's team is disbanded.

async function successorOf(tx: Queryable, teamId: number, leavingUserId: number) {
  const [row] = await tx
    .select({ id: teamPlayers.id, userId: teamPlayers.userId, displayName: users.displayName })
    .from(teamPlayers)
    .innerJoin(users, eq(users.id, teamPlayers.userId))
    .where(and(eq(teamPlayers.teamId, teamId), ne(teamPlayers.userId, leavingUserId)))
    .orderBy(desc(teamPlayers.isCoCaptain), asc(teamPlayers.createdAt), asc(teamPlayers.id))
    .limit(1);
  return row ?? null;
}

export async function leaveTeamForDeletion(
  tx: Queryable,
  user: { id: number; displayName: string },
  actorUserId: number,
): Promise<void> {
  const seen = await membershipOf(tx, user.id);
  const team = seen ? await lockTeam(tx, seen.teamId) : null;
  // Read again under the lock: a captaincy change may have landed in between.
  const membership = team ? await membershipOf(tx, user.id) : null;
  if (!team || membership?.teamId !== team.id) return;

  const successor = await successorOf(tx, team.id, user.id);
  if (!successor) {
    await tx.delete(teams).where(eq(teams.id, team.id));
    await recordAudit(tx, {
      actorUserId,
      action: 'team.disband',
      targetType: 'team',
      targetId: team.id,
      details: { name: team.name, code: team.code, reason: 'last member deleted their account' },
    });
    return;
  }
  await tx.delete(teamPlayers).where(eq(teamPlayers.id, membership.playerId));
  const except = [user.id];
  await notifyTeam(tx, team, 'members', 'player_left', { player: user.displayName, except });
  if (!membership.isCaptain) return;
  await tx
    .update(teamPlayers)
    .set({ isCaptain: true, isCoCaptain: false })
    .where(eq(teamPlayers.id, successor.id));
  await notifyTeam(tx, team, 'members', 'captain_changed', { player: successor.displayName, except });
}
