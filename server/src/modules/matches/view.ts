import { AUTO_CONFIRM_AFTER_MS } from '@domain/match-rules';
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
  reportedBy,
  reportedAt,
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
    // A left join: the reporting team's columns are null together when no team reported.
    reportedBy:
      reportedBy?.id == null || reportedBy.name == null ? null : { id: reportedBy.id, name: reportedBy.name },
    reportedAt: reportedAt?.toISOString() ?? null,
    autoConfirmAt:
      row.status === 'Reported' && reportedAt
        ? new Date(reportedAt.getTime() + AUTO_CONFIRM_AFTER_MS).toISOString()
        : null,
  };
}
