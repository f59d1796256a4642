import type { TeamStatus } from '@domain/teams';
import type { Queryable } from '@server/db/client';
import type { AuthPrincipal } from '@server/plugins/auth';
import { teamErrors } from './errors';
import { type LockedTeam, lockTeam, type Membership } from './repository';
import { type Viewer, viewerOf } from './view';

// Who may see and act on a team. Route access has already required a signed-in user; these are the checks
// that need the team itself.

/** Approved teams are public; a Pending or Denied one only to its own members and team managers. */
export function canSeeTeam(viewer: Viewer, team: { id: number; status: TeamStatus }): boolean {
  return team.status === 'Approved' || viewer.membership?.teamId === team.id || viewer.canManageTeams;
}

/**
 * Locks a team the principal can see (404 as if it did not exist otherwise), then reads the principal's
 * membership: under the lock, it cannot change until the transaction ends.
 */
export async function lockVisibleTeam(
  tx: Queryable,
  teamId: number,
  principal: AuthPrincipal,
): Promise<{ team: LockedTeam; viewer: Viewer }> {
  const team = await lockTeam(tx, teamId);
  const viewer = await viewerOf(tx, principal);
  if (!team || !canSeeTeam(viewer, team)) throw teamErrors.teamNotFound();
  return { team, viewer };
}

export function isLeadOf(membership: Membership | null, teamId: number): boolean {
  return membership?.teamId === teamId && (membership.isCaptain || membership.isCoCaptain);
}

export function requireCaptain(membership: Membership | null, teamId: number): Membership {
  if (membership?.teamId !== teamId || !membership.isCaptain) throw teamErrors.notCaptain();
  return membership;
}

export function requireLead(membership: Membership | null, teamId: number): Membership {
  if (!membership || !isLeadOf(membership, teamId)) throw teamErrors.notCaptainOrCoCaptain();
  return membership;
}

/** An Approved team that has not disbanded: one that takes players and enters seasons. */
export function requireApproved(team: { status: TeamStatus; disbandedAt: Date | null }): void {
  if (team.disbandedAt) throw teamErrors.disbanded();
  if (team.status !== 'Approved') throw teamErrors.notApproved();
}
