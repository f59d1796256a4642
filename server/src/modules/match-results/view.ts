import type { MatchDispute } from '@domain/match-results';
import type { DisputeRow } from './repository';

export function presentDispute({ decidedAt, createdAt, ...row }: DisputeRow): MatchDispute {
  return { ...row, decidedAt: decidedAt?.toISOString() ?? null, createdAt: createdAt.toISOString() };
}
