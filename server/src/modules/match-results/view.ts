import type { MatchDispute } from '@domain/match-results';
import type { DisputeRow } from './repository';

export function presentDispute({ decidedAt, createdAt, ...row }: DisputeRow): MatchDispute {
  return { ...row, decidedAt: decidedAt?.toISOString() ?? null, createdAt: createdAt.toISOString() };
}

/** A dispute as someone outside the match's two teams sees it: that it exists, without its particulars. */
export function withoutParticulars(dispute: MatchDispute): MatchDispute {
  return { ...dispute, note: null, evidenceUrls: null, decisionNote: null };
}
