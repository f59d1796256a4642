import type { Match } from '@domain/matches';
import type { MatchRow } from './repository';

// Matches as the API shows them.

export function presentMatch({
  roundsA,
  roundsB,
  forfeitKind,
  forfeitLoserTeamId,
  windowStart,
  windowEnd,
  defaultTime,
  scheduledAt,
  ...row
}: MatchRow): Match {
  return {
    ...row,
    windowStart: windowStart.toISOString(),
    windowEnd: windowEnd.toISOString(),
    defaultTime: defaultTime.toISOString(),
    scheduledAt: scheduledAt.toISOString(),
    result: roundsA === null || roundsB === null ? null : { teamA: roundsA, teamB: roundsB },
    forfeit: forfeitKind === null ? null : { kind: forfeitKind, loserTeamId: forfeitLoserTeamId },
  };
}
