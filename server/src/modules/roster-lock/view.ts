import type { RosterChange } from '@domain/roster-changes';
import type { RosterChangeRow } from './repository';

export function presentRosterChange({ decidedAt, createdAt, ...row }: RosterChangeRow): RosterChange {
  return { ...row, decidedAt: decidedAt?.toISOString() ?? null, createdAt: createdAt.toISOString() };
}
