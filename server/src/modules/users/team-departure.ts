import type { Queryable } from '@server/db/client';
import { notifyTeam } from '../teams/notify-team';
import type { TeamService } from '../teams/service';
import {
  deletePlayer,
  lockSeasonsOfTeam,
  lockTeam,
  membershipOf,
  nextCaptainOf,
  setPlayerRank,
} from '../teams/service';

// What deleting an account does to its team, inside the deletion's transaction and under the team-row
// lock every roster change takes: the player leaves; a captain's captaincy passes to the co-captain, else
// to the earliest-joined member; the last member's team is disbanded (teams/disband.ts: its seasons are
// locked before the team, as a disbanding needs them).

export type DisbandTeam = TeamService['disband'];

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

  const successor = await nextCaptainOf(tx, team.id, user.id);
  if (!successor) {
    await disband(tx, team, { actorUserId, reason: 'last member deleted their account' });
    return;
  }
  await deletePlayer(tx, membership.playerId);
  const except = [user.id];
  await notifyTeam(tx, team, 'members', 'player_left', { player: user.displayName, except });
  if (!membership.isCaptain) return;
  await setPlayerRank(tx, successor.id, { isCaptain: true, isCoCaptain: false });
  await notifyTeam(tx, team, 'members', 'captain_changed', { player: successor.displayName, except });
}
