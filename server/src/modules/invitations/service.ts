import type {
  Invitation,
  InvitationKind,
  InviteCandidate,
  MyInvitations,
  Team,
  TeamInvitations,
} from '@domain/api';
import type { Clock } from '@server/clock';
import type { Db, Queryable } from '@server/db/client';
import type { AuthPrincipal } from '@server/plugins/auth';
import { assertMayPlay } from '../league-settings/play-eligibility';
import { notify } from '../notifications/notify';
import { rosterLockOf } from '../roster-lock/lock';
import { type RosterOutcome, requestRosterChange } from '../roster-lock/request';
import { cancelPendingJoins } from '../roster-lock/service';
import { canSeeTeam, lockVisibleTeam, requireApproved, requireLead } from '../teams/authority';
import { readTeam } from '../teams/create-and-read';
import { teamErrors } from '../teams/errors';
import { notifyTeam } from '../teams/notify-team';
import { addPlayer } from '../teams/players';
import { countPlayers, findTeam, type LockedTeam, lockTeam, membershipOf } from '../teams/service';
import { viewerOf } from '../teams/view';
import { findUserById, lockUser } from '../users/service';
import {
  closePendingOf,
  findInvitation,
  insertInvitation,
  inviteCandidates,
  ofKind,
  pendingInvitations,
  settleInvitation,
  toApiInvitation,
} from './repository';

// What other modules use of this module's tables, in their own transactions.
export { closePendingOf, findInvitation, settleInvitation } from './repository';

// Invitations (a team asks a player) and join requests (a player asks a team). The side that sent one
// may cancel it; the other side accepts or declines it.

type Side = 'player' | 'team';
const SENDER: Record<InvitationKind, Side> = { invite: 'team', request: 'player' };
const RESPONDER: Record<InvitationKind, Side> = { invite: 'player', request: 'team' };

async function readInvitation(db: Queryable, id: number): Promise<Invitation> {
  const row = await findInvitation(db, id);
  if (!row) throw teamErrors.invitationNotFound();
  return toApiInvitation(row);
}

/**
 * Locks the invitation's team and checks the principal is the side that may act on it (`role`): its
 * player, or a captain or co-captain of its team. Anyone else does not learn it exists.
 */
async function openInvitation(
  tx: Queryable,
  principal: AuthPrincipal,
  id: number,
  role: 'sender' | 'responder',
) {
  const invitation = await findInvitation(tx, id);
  if (!invitation) throw teamErrors.invitationNotFound();
  const team = await lockTeam(tx, invitation.teamId);
  const { membership } = await viewerOf(tx, principal);
  const isPlayer = invitation.userId === principal.id;
  if (!team || (!isPlayer && membership?.teamId !== team.id)) throw teamErrors.invitationNotFound();
  const side = (role === 'sender' ? SENDER : RESPONDER)[invitation.kind];
  if (side === 'player' && !isPlayer) throw teamErrors.forbidden();
  if (side === 'team') requireLead(membership, team.id);
  if (invitation.status !== 'pending') throw teamErrors.invitationNotPending();
  return { invitation, team };
}

async function settle(tx: Queryable, id: number, status: 'accepted' | 'declined' | 'cancelled') {
  if (!(await settleInvitation(tx, id, status))) throw teamErrors.invitationNotPending();
}

function requestToJoin(db: Db, principal: AuthPrincipal, teamId: number): Promise<Invitation> {
  return db.transaction(async (tx) => {
    const { team, viewer } = await lockVisibleTeam(tx, teamId, principal);
    if (viewer.membership) throw teamErrors.alreadyInTeam();
    requireApproved(team);
    await assertMayPlay(tx, principal.id, principal.id);
    const id = await insertInvitation(tx, {
      teamId: team.id,
      userId: principal.id,
      kind: 'request',
      createdBy: principal.id,
    });
    await notifyTeam(tx, team, 'leads', 'request_received', { player: principal.displayName });
    return readInvitation(tx, id);
  });
}

function invitePlayer(db: Db, principal: AuthPrincipal, teamId: number, userId: number): Promise<Invitation> {
  return db.transaction(async (tx) => {
    const { team, viewer } = await lockVisibleTeam(tx, teamId, principal);
    requireLead(viewer.membership, team.id);
    requireApproved(team);
    const player = await findUserById(tx, userId);
    if (!player) throw teamErrors.playerNotFound();
    if (await membershipOf(tx, player.id)) throw teamErrors.playerAlreadyInTeam();
    const id = await insertInvitation(tx, {
      teamId: team.id,
      userId,
      kind: 'invite',
      createdBy: principal.id,
    });
    await notify(tx, [player.id], 'invite_received', {
      teamId: team.id,
      team: team.name,
      player: player.displayName,
    });
    return readInvitation(tx, id);
  });
}

/**
 * The player joins the team, if it still has room; their other pending invitations and requests close.
 * While the team's season locks its roster, the join waits for an admin instead (a roster change request)
 * and the invitation stays pending until the decision.
 */
function acceptInvitation(
  db: Db,
  clock: Clock,
  principal: AuthPrincipal,
  id: number,
): Promise<RosterOutcome<Team>> {
  return db.transaction(async (tx): Promise<RosterOutcome<Team>> => {
    // Two teams accepting the same player at once would each lock only their own team and then close each
    // other's invitation (a deadlock): the joining player's row is locked first, so their joins queue up.
    const pending = await findInvitation(tx, id);
    if (pending) await lockUser(tx, pending.userId);
    const { invitation, team } = await openInvitation(tx, principal, id, 'responder');
    requireApproved(team);
    const taken = invitation.kind === 'invite' ? teamErrors.alreadyInTeam : teamErrors.playerAlreadyInTeam;
    if (await membershipOf(tx, invitation.userId)) throw taken();
    if ((await countPlayers(tx, team.id)) >= team.maxPlayers) throw teamErrors.rosterFull(team.maxPlayers);
    // Refused before a roster-lock request too, so nobody waits on a join that cannot be applied.
    await assertMayPlay(tx, invitation.userId, principal.id);
    const locking = await rosterLockOf(tx, team.id, clock.now());
    if (locking) {
      return requestRosterChange(tx, locking, {
        team,
        player: { id: invitation.userId, displayName: invitation.userDisplayName },
        kind: 'join',
        invitationId: invitation.id,
        requestedBy: principal.id,
      });
    }
    await settle(tx, invitation.id, 'accepted');
    await addPlayer(tx, { teamId: team.id, userId: invitation.userId }, taken, principal.id);
    await closePendingOf(tx, invitation.userId);
    await notifyAccepted(tx, team, invitation, principal.id);
    return { applied: await readTeam(tx, principal, team.id) };
  });
}

type InvitationRow = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

async function notifyAccepted(tx: Queryable, team: LockedTeam, invitation: InvitationRow, actorId: number) {
  const joiner = invitation.userId;
  const player = invitation.userDisplayName;
  if (invitation.kind === 'invite') {
    await notifyTeam(tx, team, 'leads', 'invite_accepted', { player, except: [joiner] });
    await notifyTeam(tx, team, 'players', 'player_joined', { player, except: [joiner] });
    return;
  }
  await notify(tx, [joiner], 'request_accepted', { teamId: team.id, team: team.name, player });
  await notifyTeam(tx, team, 'members', 'player_joined', { player, except: [joiner, actorId] });
}

function declineInvitation(db: Db, principal: AuthPrincipal, id: number): Promise<Invitation> {
  return db.transaction(async (tx) => {
    const { invitation, team } = await openInvitation(tx, principal, id, 'responder');
    await settle(tx, invitation.id, 'declined');
    await cancelPendingJoins(tx, { invitationId: invitation.id }, principal.id);
    const player = invitation.userDisplayName;
    if (invitation.kind === 'invite') {
      await notifyTeam(tx, team, 'leads', 'invite_declined', { player });
    } else {
      await notify(tx, [invitation.userId], 'request_declined', { teamId: team.id, team: team.name, player });
    }
    return readInvitation(tx, invitation.id);
  });
}

function cancelInvitation(db: Db, principal: AuthPrincipal, id: number): Promise<Invitation> {
  return db.transaction(async (tx) => {
    const { invitation } = await openInvitation(tx, principal, id, 'sender');
    await settle(tx, invitation.id, 'cancelled');
    await cancelPendingJoins(tx, { invitationId: invitation.id }, principal.id);
    return readInvitation(tx, invitation.id);
  });
}

/** The principal's pending join requests (sent) and the invitations they got (received). */
async function myInvitations(db: Queryable, principal: AuthPrincipal): Promise<MyInvitations> {
  const [sent, received] = [
    await pendingInvitations(db, ofKind('request', { userId: principal.id })),
    await pendingInvitations(db, ofKind('invite', { userId: principal.id })),
  ];
  return { sent, received };
}

/** A team's pending requests and invitations: for its captain and co-captains, and team managers. */
async function teamInvitationsOf(
  db: Queryable,
  principal: AuthPrincipal,
  teamId: number,
): Promise<TeamInvitations> {
  const viewer = await viewerOf(db, principal);
  const team = await findTeam(db, teamId);
  if (!team || !canSeeTeam(viewer, team)) throw teamErrors.teamNotFound();
  if (!viewer.canManageTeams) requireLead(viewer.membership, team.id);
  return {
    requests: await pendingInvitations(db, ofKind('request', { teamId })),
    invites: await pendingInvitations(db, ofKind('invite', { teamId })),
  };
}

async function candidatesFor(
  db: Queryable,
  principal: AuthPrincipal,
  teamId: number,
  query: string,
): Promise<InviteCandidate[]> {
  const { membership } = await viewerOf(db, principal);
  requireLead(membership, teamId);
  return inviteCandidates(db, teamId, query);
}

/** The invitations module's service (app.invitations). */
export interface InvitationService {
  requestToJoin(principal: AuthPrincipal, teamId: number): Promise<Invitation>;
  invite(principal: AuthPrincipal, teamId: number, userId: number): Promise<Invitation>;
  /** Joins at once, or asks the admins while the team's season locks its roster. */
  accept(principal: AuthPrincipal, id: number): Promise<RosterOutcome<Team>>;
  decline(principal: AuthPrincipal, id: number): Promise<Invitation>;
  cancel(principal: AuthPrincipal, id: number): Promise<Invitation>;
  mine(principal: AuthPrincipal): Promise<MyInvitations>;
  ofTeam(principal: AuthPrincipal, teamId: number): Promise<TeamInvitations>;
  candidates(principal: AuthPrincipal, teamId: number, query: string): Promise<InviteCandidate[]>;
}

export function createInvitationService({ db, clock }: { db: Db; clock: Clock }): InvitationService {
  return {
    requestToJoin: (principal, teamId) => requestToJoin(db, principal, teamId),
    invite: (principal, teamId, userId) => invitePlayer(db, principal, teamId, userId),
    accept: (principal, id) => acceptInvitation(db, clock, principal, id),
    decline: (principal, id) => declineInvitation(db, principal, id),
    cancel: (principal, id) => cancelInvitation(db, principal, id),
    mine: (principal) => myInvitations(db, principal),
    ofTeam: (principal, teamId) => teamInvitationsOf(db, principal, teamId),
    candidates: (principal, teamId, query) => candidatesFor(db, principal, teamId, query),
  };
}
