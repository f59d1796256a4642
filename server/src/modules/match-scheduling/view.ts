import type { MatchEvent, MatchProposal } from '@domain/match-scheduling';
import type { EventRow, ProposalRow } from './repository';

// Proposals and history as the API shows them.

/** An Open proposal past its expiresAt shows as Expired before the sweep records it. */
export function presentProposal(row: ProposalRow, now: Date): MatchProposal {
  const lapsed = row.status === 'Open' && row.expiresAt.getTime() <= now.getTime();
  return {
    ...row,
    status: lapsed ? 'Expired' : row.status,
    time: row.time.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentEvent({ teamId, teamName, createdAt, ...row }: EventRow): MatchEvent {
  return {
    ...row,
    team: teamId === null || teamName === null ? null : { id: teamId, name: teamName },
    createdAt: createdAt.toISOString(),
  };
}

/** The particulars of a dispute in the history: the disputing team's note and links, the decision's note. */
const DISPUTE_PARTICULARS: Partial<Record<MatchEvent['kind'], readonly string[]>> = {
  resultDisputed: ['note', 'evidenceUrls'],
  disputeDecided: ['note'],
};

/** A step as someone outside the match's two teams sees it: a dispute's step without its particulars. */
export function withoutDisputeParticulars(event: MatchEvent): MatchEvent {
  const withheld = DISPUTE_PARTICULARS[event.kind];
  if (!withheld) return event;
  const details = Object.fromEntries(
    Object.entries(event.details).filter(([key]) => !withheld.includes(key)),
  );
  return { ...event, details };
}
