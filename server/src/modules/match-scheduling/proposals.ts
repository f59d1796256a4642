import { proposalExpiry, schedulingDeadline } from '@domain/match-rules';
import type { MatchProposal } from '@domain/match-scheduling';
import type { Match } from '@domain/matches';
import type { Clock } from '@server/clock';
import type { Db, Queryable } from '@server/db/client';
import type { AuthPrincipal } from '@server/plugins/auth';
import { recordAudit } from '../audit/service';
import type { Announcer } from '../discord-announcements/announcer';
import { matchErrors } from '../matches/errors';
import type { MatchActor, MatchRecord } from '../matches/parties';
import { actorOf, lockMatch, notifyMatchTeam, otherTeamOf, recordMatchEvent } from '../matches/parties';
import { findMatch, setScheduledAt } from '../matches/service';
import { presentMatch } from '../matches/view';
import { schedulingErrors } from './errors';
import {
  closeProposal,
  findProposal,
  findProposalRow,
  insertProposal,
  openProposalOf,
  type ProposalRecord,
  withdrawOpenProposals,
} from './repository';
import { presentProposal } from './view';

// The scheduling state machine: a captain proposes a time in the match's week; the other team accepts,
// declines or counters (a proposal of its own); a second proposal of the same team withdraws its first;
// an admin sets the time outright. Each step locks the match, so two captains acting at once take turns.

interface Deps {
  db: Db;
  clock: Clock;
  announcer: Announcer;
}

async function readMatch(tx: Queryable, id: number): Promise<Match> {
  const row = await findMatch(tx, id);
  if (!row) throw matchErrors.matchNotFound();
  return presentMatch(row);
}

async function readProposal(tx: Queryable, id: number, now: Date): Promise<MatchProposal> {
  const row = await findProposalRow(tx, id);
  if (!row) throw schedulingErrors.proposalNotFound();
  return presentProposal(row, now);
}

function requireScheduled(match: MatchRecord): void {
  if (match.status === 'Live') throw schedulingErrors.matchKickedOff();
  if (match.status !== 'Scheduled') throw schedulingErrors.matchHasResult();
}

/**
 * Takes the match's Open proposal out of the way of a new one: the other team's is Countered (a step of
 * the history), the same team's Withdrawn, and one past its expiresAt Expired (as the sweep would).
 * Whether the step happened: the sweep may have expired it meanwhile.
 */
async function settleOpenProposal(
  tx: Queryable,
  match: MatchRecord,
  actor: MatchActor & { teamId: number },
  open: ProposalRecord,
  now: Date,
): Promise<{ countered?: number; withdrawn?: number }> {
  if (open.expiresAt.getTime() <= now.getTime()) {
    if (await closeProposal(tx, open.id, 'Expired', now, null)) {
      await recordMatchEvent(tx, match.id, {
        kind: 'proposalExpired',
        actor: null,
        details: { proposalId: open.id, time: open.time.toISOString() },
      });
    }
    return {};
  }
  if (open.proposedByTeamId === actor.teamId) {
    return (await closeProposal(tx, open.id, 'Withdrawn', now, actor.userId)) ? { withdrawn: open.id } : {};
  }
  if (!(await closeProposal(tx, open.id, 'Countered', now, actor.userId))) return {};
  await recordMatchEvent(tx, match.id, {
    kind: 'timeCountered',
    actor,
    details: { proposalId: open.id, time: open.time.toISOString() },
  });
  return { countered: open.id };
}

export function proposeTime(
  { db, clock }: Deps,
  principal: AuthPrincipal,
  matchId: number,
  time: Date,
): Promise<MatchProposal> {
  return db.transaction(async (tx) => {
    const match = await lockMatch(tx, matchId);
    const actor = await actorOf(tx, match, principal);
    const { teamId } = actor;
    if (teamId === null) throw schedulingErrors.adminSetsTime();
    requireScheduled(match);
    const now = clock.now();
    const deadline = schedulingDeadline(match.defaultTime);
    if (now.getTime() >= deadline.getTime()) throw schedulingErrors.schedulingClosed(deadline);
    if (time.getTime() <= now.getTime()) throw schedulingErrors.proposalInPast();
    if (time < match.windowStart || time >= match.windowEnd) {
      throw schedulingErrors.proposalOutsideWindow(match.windowStart, match.windowEnd);
    }

    const open = await openProposalOf(tx, match.id);
    const settled = open ? await settleOpenProposal(tx, match, { ...actor, teamId }, open, now) : {};
    const proposalId = await insertProposal(tx, {
      matchId: match.id,
      proposedByTeamId: teamId,
      proposedByUserId: actor.userId,
      time,
      expiresAt: proposalExpiry(now, time, deadline),
      createdAt: now,
    });
    await recordMatchEvent(tx, match.id, {
      kind: 'timeProposed',
      actor,
      details: {
        proposalId,
        time: time.toISOString(),
        ...(settled.withdrawn ? { withdrawnProposalId: settled.withdrawn } : {}),
        ...(settled.countered ? { counteredProposalId: settled.countered } : {}),
      },
    });
    await notifyMatchTeam(tx, match, {
      to: otherTeamOf(match, teamId),
      from: teamId,
      type: 'match_time_proposed',
      actorName: actor.name,
    });
    return readProposal(tx, proposalId, now);
  });
}

const ANSWER = {
  accept: { status: 'Accepted', kind: 'timeAccepted', notification: 'match_time_accepted' },
  decline: { status: 'Declined', kind: 'timeDeclined', notification: 'match_time_declined' },
} as const;
type Answer = keyof typeof ANSWER;

/**
 * The other team's captain or co-captain, or an admin who leads neither team, answers an Open proposal;
 * the proposing team never does. An accepted proposal's time becomes the match's time.
 */
function answerProposal<T>(
  { db, clock, announcer }: Deps,
  principal: AuthPrincipal,
  matchId: number,
  proposalId: number,
  answer: Answer,
  answered: (tx: Queryable, now: Date) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const match = await lockMatch(tx, matchId);
    const actor = await actorOf(tx, match, principal);
    const proposal = await findProposal(tx, match.id, proposalId);
    if (!proposal) throw schedulingErrors.proposalNotFound();
    if (actor.teamId === proposal.proposedByTeamId) throw schedulingErrors.ownProposal();
    requireScheduled(match);
    const now = clock.now();
    if (proposal.status !== 'Open') throw schedulingErrors.proposalNotOpen(proposal.status);
    if (proposal.expiresAt.getTime() <= now.getTime()) throw schedulingErrors.proposalExpired();
    const { status, kind, notification } = ANSWER[answer];
    // Still Open unless the sweep expired it since it was read.
    if (!(await closeProposal(tx, proposal.id, status, now, actor.userId))) {
      throw schedulingErrors.proposalExpired();
    }
    if (answer === 'accept') {
      await setScheduledAt(tx, match.id, proposal.time);
      await announcer.announce(tx, { kind: 'matchScheduled', matchId: match.id });
    }
    await recordMatchEvent(tx, match.id, {
      kind,
      actor,
      details: { proposalId: proposal.id, time: proposal.time.toISOString() },
    });
    await notifyMatchTeam(tx, match, {
      to: proposal.proposedByTeamId,
      from: otherTeamOf(match, proposal.proposedByTeamId),
      type: notification,
      actorName: actor.name,
    });
    return answered(tx, now);
  });
}

/** Accepts the proposal: the match, at its new time. */
export function acceptProposal(
  deps: Deps,
  principal: AuthPrincipal,
  matchId: number,
  proposalId: number,
): Promise<Match> {
  return answerProposal(deps, principal, matchId, proposalId, 'accept', (tx) => readMatch(tx, matchId));
}

/** Declines the proposal: the proposal, Declined. */
export function declineProposal(
  deps: Deps,
  principal: AuthPrincipal,
  matchId: number,
  proposalId: number,
): Promise<MatchProposal> {
  return answerProposal(deps, principal, matchId, proposalId, 'decline', (tx, now) =>
    readProposal(tx, proposalId, now),
  );
}

/**
 * An admin sets the match's time outright, at any time: Open proposals are Withdrawn, the history keeps
 * it as timeAccepted {byAdmin: true, time, reason} (the match page reads it as set by an admin, not
 * agreed by the captains) and the audit log records it with the reason.
 */
export function scheduleMatch(
  { db, clock, announcer }: Deps,
  principal: AuthPrincipal,
  matchId: number,
  time: Date,
  reason: string | null = null,
): Promise<Match> {
  return db.transaction(async (tx) => {
    const match = await lockMatch(tx, matchId);
    const now = clock.now();
    const withdrawn = await withdrawOpenProposals(tx, match.id, now, principal.id);
    await setScheduledAt(tx, match.id, time);
    await announcer.announce(tx, { kind: 'matchScheduled', matchId: match.id });
    await recordMatchEvent(tx, match.id, {
      kind: 'timeAccepted',
      actor: { userId: principal.id, name: principal.displayName, teamId: null, isAdmin: true },
      details: { byAdmin: true, time: time.toISOString(), ...(reason ? { reason } : {}) },
    });
    await recordAudit(tx, {
      actorUserId: principal.id,
      action: 'match.schedule',
      targetType: 'match',
      targetId: match.id,
      details: {
        from: match.scheduledAt.toISOString(),
        to: time.toISOString(),
        withdrawnProposals: withdrawn,
        ...(reason ? { reason } : {}),
      },
    });
    return readMatch(tx, match.id);
  });
}
