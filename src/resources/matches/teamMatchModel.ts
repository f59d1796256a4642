import type { Match } from '@domain/matches';

type TeamRef = Match['teamA'];

export type MatchOutcome = 'win' | 'draw' | 'loss';

/** The team `teamId` plays in `match`. */
export function opponentOf(match: Match, teamId: number): TeamRef {
  return match.teamA.id === teamId ? match.teamB : match.teamA;
}

/** The rounds `teamId` and its opponent won, or null when the match has no score. */
export function roundsOf(match: Match, teamId: number): { own: number; other: number } | null {
  if (!match.result) return null;
  const ownIsA = match.teamA.id === teamId;
  return {
    own: ownIsA ? match.result.teamA : match.result.teamB,
    other: ownIsA ? match.result.teamB : match.result.teamA,
  };
}

/**
 * How `match` went for `teamId`: by the rounds, or by the forfeit (the team that forfeited loses; in a
 * mutual forfeit both do). Null while it has neither.
 */
export function outcomeOf(match: Match, teamId: number): MatchOutcome | null {
  if (match.forfeit) {
    const { loserTeamId } = match.forfeit;
    return loserTeamId === null || loserTeamId === teamId ? 'loss' : 'win';
  }
  const rounds = roundsOf(match, teamId);
  if (!rounds) return null;
  if (rounds.own === rounds.other) return 'draw';
  return rounds.own > rounds.other ? 'win' : 'loss';
}

/** A result the other team reported, which `teamId`'s captains are to confirm or dispute. */
export function awaitsConfirmationBy(match: Match, teamId: number): boolean {
  return match.status === 'Reported' && !!match.reportedBy && match.reportedBy.id !== teamId;
}

/** When `teamId` checked in for the match (ISO 8601), or null; null too when the match carries no checkIn. */
export function checkedInAt(match: Match, teamId: number): string | null {
  if (!match.checkIn) return null;
  return match.teamA.id === teamId ? match.checkIn.teamA : match.checkIn.teamB;
}

/** Whether the match's check-in window is open at `now` for a match still waiting for its result. */
export function isCheckInOpen(match: Match, now: number): boolean {
  if (!match.checkIn || (match.status !== 'Scheduled' && match.status !== 'Live')) return false;
  return now >= new Date(match.checkIn.opensAt).getTime() && now < new Date(match.checkIn.closesAt).getTime();
}
