import type { Queryable } from '@server/db/client';
import { teamPlayers, users } from '@server/db/schema';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { lockSeasonsOfTeam } from '../teams/disband';
import { notifyTeam } from '../teams/notify-team';
import type { TeamService } from '../teams/service';
import { lockTeam, membershipOf } from '../teams/service';

// What deleting an account does to its team, inside the deletion's transaction and under the team-row
// lock every roster change takes: the player leaves; a captain's captaincy passes to the co-captain, else
// to the earliest-joined member; the last member's team is disbanded (teams/disband.ts: its seasons are
// locked before the team, as a disbanding needs them).

export type DisbandTeam = TeamService['disband'];

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
  disband: DisbandTeam,
): Promise<void> {
  const seen = await membershipOf(tx, user.id);
  if (seen) await lockSeasonsOfTeam(tx, seen.teamId);
  const team = seen ? await lockTeam(tx, seen.teamId) : null;
  // Read again under the lock: a captaincy change may have landed in between.
  const membership = team ? await membershipOf(tx, user.id) : null;
  if (!team || membership?.teamId !== team.id) return;

  const successor = await successorOf(tx, team.id, user.id);
  if (!successor) {
    await disband(tx, team, { actorUserId, reason: 'last member deleted their account' });
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
