import { translate } from '@domain/i18n';
import type { RosterChange, RosterChangeKind } from '@domain/roster-changes';
import type { Clock } from '@server/clock';
import type { Db, Queryable } from '@server/db/client';
import type { AuthPrincipal } from '@server/plugins/auth';
import { recordAudit } from '../audit/service';
import { closePendingOf, findInvitation, settleInvitation } from '../invitations/service';
import { notify } from '../notifications/notify';
import { rosterChangeErrors } from '../roster-lock/errors';
import {
  findRosterChange,
  type LockedRosterChange,
  lockRosterChange,
  type RosterChangeRow,
  settleRosterChange,
} from '../roster-lock/service';
import { presentRosterChange } from '../roster-lock/view';
import { isLeadOf, requireApproved } from '../teams/authority';
import { teamErrors } from '../teams/errors';
import { notifyTeam } from '../teams/notify-team';
import { addPlayer } from '../teams/players';
import {
  countPlayers,
  deletePlayer,
  type LockedTeam,
  lockTeam,
  memberIds,
  membershipOf,
} from '../teams/service';
import { viewerOf } from '../teams/view';
import { lockUser } from '../users/service';

// The admins' decisions on roster changes asked for while a season locked the roster, and a team's or
// player's cancelling of their own request.

async function readChange(db: Queryable, id: number): Promise<RosterChangeRow> {
  const row = await findRosterChange(db, id);
  if (!row) throw rosterChangeErrors.notFound();
  return row;
}

const changeText = (row: RosterChangeRow) =>
  translate(`resources.admin/roster-changes.change.${row.kind}`, {
    player: row.user.displayName,
    team: row.team.name,
  });

/**
 * Locks what a decision on the change touches, in the order the roster changes themselves take: the
 * joining player's row (as accepting an invitation does), the team's row, then the change's own row.
 */
async function lockForDecision(tx: Queryable, id: number) {
  const seen = await readChange(tx, id);
  if (seen.kind === 'join') await lockUser(tx, seen.user.id);
  const team = await lockTeam(tx, seen.team.id);
  const change = await lockRosterChange(tx, id);
  if (!team || !change) throw rosterChangeErrors.notFound();
  if (change.status !== 'Pending') throw rosterChangeErrors.notPending();
  return { row: seen, team, change };
}

/** The invitation a join came from, if it still stands; 409 when it was withdrawn or answered. */
async function openInvitationOf(tx: Queryable, change: LockedRosterChange) {
  if (change.invitationId === null) return null;
  const invitation = await findInvitation(tx, change.invitationId);
  if (invitation?.status !== 'pending') throw rosterChangeErrors.invitationClosed();
  return invitation;
}

async function applyJoin(
  tx: Queryable,
  team: LockedTeam,
  change: LockedRosterChange,
  row: RosterChangeRow,
  approverId: number,
) {
  requireApproved(team);
  const invitation = await openInvitationOf(tx, change);
  if (await membershipOf(tx, change.userId)) throw teamErrors.playerAlreadyInTeam();
  if ((await countPlayers(tx, team.id)) >= team.maxPlayers) throw teamErrors.rosterFull(team.maxPlayers);
  if (invitation) await settleInvitation(tx, invitation.id, 'accepted');
  await addPlayer(tx, { teamId: team.id, userId: change.userId }, teamErrors.playerAlreadyInTeam, approverId);
  // Their other invitations, requests and waiting joins end, as when a player joins at once.
  await closePendingOf(tx, change.userId);
  await notifyTeam(tx, team, 'members', 'player_joined', {
    player: row.user.displayName,
    except: [change.userId],
  });
}

async function applyDeparture(
  tx: Queryable,
  team: LockedTeam,
  change: LockedRosterChange,
  row: RosterChangeRow,
  kind: Exclude<RosterChangeKind, 'join'>,
) {
  const player = row.user.displayName;
  const membership = await membershipOf(tx, change.userId);
  if (membership?.teamId !== team.id) throw rosterChangeErrors.noLongerMember(player, team.name);
  if (membership.isCaptain) throw rosterChangeErrors.captainLeaving(player);
  const others = (await memberIds(tx, team.id)).filter((id) => id !== change.userId);
  if (others.length === 0) throw rosterChangeErrors.lastMember(player, team.name);
  await deletePlayer(tx, membership.playerId);
  if (kind === 'leave') {
    await notify(tx, others, 'player_left', { teamId: team.id, team: team.name, player });
  } else {
    await notify(tx, [change.userId], 'player_removed', { teamId: team.id, team: team.name, player });
  }
}

/** The player and the team's captain and co-captains hear the admins' decision. */
async function notifyDecision(
  tx: Queryable,
  team: LockedTeam,
  row: RosterChangeRow,
  type: 'roster_change_approved' | 'roster_change_denied',
) {
  const leads = await memberIds(tx, team.id, 'leads');
  await notify(tx, [row.user.id, ...leads], type, {
    teamId: team.id,
    team: team.name,
    player: row.user.displayName,
  });
}

async function auditDecision(
  tx: Queryable,
  principal: AuthPrincipal,
  row: RosterChangeRow,
  verb: 'approve' | 'deny',
) {
  await recordAudit(tx, {
    actorUserId: principal.id,
    action: `rosterChange.${verb}`,
    targetType: 'rosterChange',
    targetId: row.id,
    details: {
      name: changeText(row),
      kind: row.kind,
      teamId: row.team.id,
      userId: row.user.id,
      season: row.season.name,
    },
  });
}

/**
 * An admin approves: the change is applied now, in this transaction, if it still can be (the player in no
 * other team and the team not full for a join; the player still a plain member for a leave or removal);
 * else 409 and nothing changes. Two approvals at once: one applies, the other finds it decided (409).
 */
export function approveRosterChange(
  db: Db,
  clock: Clock,
  principal: AuthPrincipal,
  id: number,
): Promise<RosterChange> {
  return decideRosterChange(db, clock, principal, id, 'Approved', async (tx, { row, team, change }) => {
    if (change.kind === 'join') await applyJoin(tx, team, change, row, principal.id);
    else await applyDeparture(tx, team, change, row, change.kind);
  });
}

/** An admin denies: nothing changes on the roster; the invitation a join came from closes. */
export function denyRosterChange(
  db: Db,
  clock: Clock,
  principal: AuthPrincipal,
  id: number,
): Promise<RosterChange> {
  return decideRosterChange(db, clock, principal, id, 'Denied', async (tx, { change }) => {
    if (change.invitationId !== null) await settleInvitation(tx, change.invitationId, 'closed');
  });
}

type Decided = Awaited<ReturnType<typeof lockForDecision>>;

/**
 * An admin's decision in one transaction: the change is settled first (the row is locked and Pending, so a
 * join then closes the player's other waiting joins but not this one), then its effects, the notice to the
 * team and the audit entry. A check failing in the effects rolls it all back.
 */
function decideRosterChange(
  db: Db,
  clock: Clock,
  principal: AuthPrincipal,
  id: number,
  decision: 'Approved' | 'Denied',
  effects: (tx: Queryable, decided: Decided) => Promise<void>,
): Promise<RosterChange> {
  return db.transaction(async (tx) => {
    const decided = await lockForDecision(tx, id);
    await settleRosterChange(tx, id, decision, principal.id, clock.now());
    await effects(tx, decided);
    const approved = decision === 'Approved';
    await notifyDecision(
      tx,
      decided.team,
      decided.row,
      approved ? 'roster_change_approved' : 'roster_change_denied',
    );
    await auditDecision(tx, principal, decided.row, approved ? 'approve' : 'deny');
    return presentRosterChange(await readChange(tx, id));
  });
}

/**
 * The player it is about, whoever asked for it, or a captain or co-captain of the team withdraws a Pending
 * change (team managers deny instead, but may cancel too); the invitation a join came from closes.
 */
export function cancelRosterChange(
  db: Db,
  clock: Clock,
  principal: AuthPrincipal,
  id: number,
): Promise<RosterChange> {
  return db.transaction(async (tx) => {
    await readChange(tx, id);
    const change = await lockRosterChange(tx, id);
    if (!change) throw rosterChangeErrors.notFound();
    const viewer = await viewerOf(tx, principal);
    const involved =
      change.userId === principal.id ||
      change.requestedBy === principal.id ||
      isLeadOf(viewer.membership, change.teamId);
    if (!involved && !viewer.canManageTeams) throw teamErrors.forbidden();
    if (!(await settleRosterChange(tx, id, 'Cancelled', principal.id, clock.now()))) {
      throw rosterChangeErrors.notPending();
    }
    if (change.invitationId !== null) await settleInvitation(tx, change.invitationId, 'closed');
    return presentRosterChange(await readChange(tx, id));
  });
}
