import type { Team } from '@domain/api';
import type { TeamPlayerChange as PlayerChange } from '@domain/teams';
import type { Clock } from '@server/clock';
import type { Db, Queryable } from '@server/db/client';
import type { AuthPrincipal } from '@server/plugins/auth';
import { notify } from '../notifications/notify';
import { rosterLockOf } from '../roster-lock/lock';
import { type RosterOutcome, requestRosterChange } from '../roster-lock/request';
import { lockVisibleTeam, requireCaptain } from './authority';
import { readTeam } from './create-and-read';
import { type DisbandListeners, disbandTeam } from './disband';
import { teamErrors } from './errors';
import { notifyTeam } from './notify-team';
import { deletePlayer, findPlayer, lockSeasonsOfTeam, memberIds, setPlayerRank } from './repository';

// Changes a team's members make to its roster: leaving, captaincy, co-captains, removing a player.

export interface DisbandDeps {
  clock: Clock;
  listeners: DisbandListeners;
}

/**
 * A captain leaves only as the last member, which disbands the team (teams/disband.ts; never held by the
 * roster lock). While the team's season locks its roster, anyone else's leaving becomes a request for the
 * admins. The team's seasons are locked before the team, as a disbanding needs them (see the lock order
 * there).
 */
export function leaveTeam(
  db: Db,
  principal: AuthPrincipal,
  teamId: number,
  { clock, listeners }: DisbandDeps,
): Promise<RosterOutcome<null>> {
  return db.transaction(async (tx): Promise<RosterOutcome<null>> => {
    await lockSeasonsOfTeam(tx, teamId);
    const { team, viewer } = await lockVisibleTeam(tx, teamId, principal);
    const membership = viewer.membership;
    if (membership?.teamId !== team.id) throw teamErrors.forbidden();
    const others = (await memberIds(tx, team.id)).filter((id) => id !== principal.id);
    if (others.length === 0) {
      await disbandTeam(tx, team, {
        actorUserId: principal.id,
        reason: 'last member left',
        now: clock.now(),
        listeners,
      });
      return { applied: null };
    }
    if (membership.isCaptain) throw teamErrors.captainMustHandOver();
    const locking = await rosterLockOf(tx, team.id, clock.now());
    if (locking) {
      return requestRosterChange(tx, locking, {
        team,
        player: { id: principal.id, displayName: principal.displayName },
        kind: 'leave',
        requestedBy: principal.id,
      });
    }
    await deletePlayer(tx, membership.playerId);
    await notify(tx, others, 'player_left', {
      teamId: team.id,
      team: team.name,
      player: principal.displayName,
    });
    return { applied: null };
  });
}

/** Locks the team, checks the principal is its captain, and finds the player they act on. */
async function captainActsOn(tx: Queryable, principal: AuthPrincipal, teamId: number, playerId: number) {
  const { team, viewer } = await lockVisibleTeam(tx, teamId, principal);
  const captain = requireCaptain(viewer.membership, team.id);
  const player = await findPlayer(tx, team.id, playerId);
  if (!player) throw teamErrors.playerNotFound();
  return { team, captain, player };
}

/** Hands over the captaincy (the old captain becomes a plain player) or promotes/demotes a co-captain. */
export function changePlayer(
  db: Db,
  principal: AuthPrincipal,
  teamId: number,
  playerId: number,
  change: PlayerChange,
): Promise<Team> {
  return db.transaction(async (tx) => {
    const { team, captain, player } = await captainActsOn(tx, principal, teamId, playerId);
    if (change.isCaptain && !player.isCaptain) {
      await setPlayerRank(tx, captain.playerId, { isCaptain: false, isCoCaptain: false });
      await setPlayerRank(tx, player.id, { isCaptain: true, isCoCaptain: false });
      await notifyTeam(tx, team, 'members', 'captain_changed', {
        player: player.displayName,
        except: [principal.id],
      });
    } else if (change.isCoCaptain !== undefined && !player.isCaptain) {
      await setPlayerRank(tx, player.id, { isCoCaptain: change.isCoCaptain });
    }
    return readTeam(tx, principal, team.id);
  });
}

/** While the team's season locks its roster, removing a player becomes a request for the admins. */
export function removePlayer(
  db: Db,
  clock: Clock,
  principal: AuthPrincipal,
  teamId: number,
  playerId: number,
): Promise<RosterOutcome<Team>> {
  return db.transaction(async (tx): Promise<RosterOutcome<Team>> => {
    const { team, player } = await captainActsOn(tx, principal, teamId, playerId);
    if (player.userId === principal.id) throw teamErrors.cannotRemoveSelf();
    const locking = await rosterLockOf(tx, team.id, clock.now());
    if (locking) {
      return requestRosterChange(tx, locking, {
        team,
        player: { id: player.userId, displayName: player.displayName },
        kind: 'remove',
        requestedBy: principal.id,
      });
    }
    await deletePlayer(tx, player.id);
    await notify(tx, [player.userId], 'player_removed', {
      teamId: team.id,
      team: team.name,
      player: player.displayName,
    });
    return { applied: await readTeam(tx, principal, team.id) };
  });
}
