import { translate } from '@domain/i18n';
import type { ForfeitKind, MatchStatus } from '@domain/matches';
import type { Queryable } from '@server/db/client';
import { type MatchRecord, notifyMatchTeam, otherTeamOf, recordMatchEvent } from '../matches/parties';
import { confirmLeagueForfeit } from './league-forfeit';
import { outcomeDetails } from './outcome';
import { closeOpenDispute, lockMatchesWithDisbandedTeam } from './repository';

// A disbanded team forfeits its remaining matches: every match of it that is not settled becomes
// a Confirmed forfeit against it, decided by the league rather than by either captain.

/** The matches a disbanding settles: those still waiting for a result, a confirmation or a decision. */
export const UNSETTLED_MATCH_STATUSES = [
  'Scheduled',
  'Live',
  'Reported',
  'Disputed',
] as const satisfies MatchStatus[];

/**
 * A team that disbanded did not show up for its remaining matches: of FORFEIT_KINDS, 'noShow' fits
 * ('technical' is a failure during a game, 'mutual' has no loser), and the season's forfeit points apply.
 */
export const DISBANDING_FORFEIT: ForfeitKind = 'noShow';

/**
 * The season's unsettled matches that a disbanded team plays in, locked in id order. The caller holds the
 * season's row lock (results take the season row, then the match row: decision 0012).
 */
export async function lockMatchesOfDisbandedTeams(
  tx: Queryable,
  seasonId: number,
): Promise<{ match: MatchRecord; loserTeamId: number }[]> {
  const rows = await lockMatchesWithDisbandedTeam(tx, seasonId, UNSETTLED_MATCH_STATUSES);
  // Should both have disbanded (a bracket pairing two such teams), teamA forfeits: the match needs a winner.
  return rows.map(({ match, teamADisbanded }) => ({
    match,
    loserTeamId: teamADisbanded ? match.teamAId : match.teamBId,
  }));
}

/**
 * Sets the forfeit against `loserTeamId` on a locked, unsettled match: Confirmed at `now`, the league's
 * decision (confirmLeagueForfeit). A report or an open dispute it replaces is kept
 * in the history; the dispute is closed as decided. The other team's captains are told they won.
 * The caller runs afterSettled.
 */
export async function forfeitForDisbanding(
  tx: Queryable,
  match: MatchRecord,
  loserTeamId: number,
  now: Date,
): Promise<void> {
  const outcome = {
    roundsA: null,
    roundsB: null,
    forfeitKind: DISBANDING_FORFEIT,
    forfeitLoserTeamId: loserTeamId,
  };
  await confirmLeagueForfeit(tx, match.id, outcome, now);
  await closeOpenDispute(tx, match.id, {
    status: 'Decided',
    decidedByUserId: null,
    decisionNote: translate('app.match.history.event.forfeitedByDisbanding'),
    decidedAt: now,
  });
  await recordMatchEvent(tx, match.id, {
    kind: 'forfeitedByDisbanding',
    actor: null,
    details: { ...outcomeDetails(outcome), before: match.status },
  });
  await notifyMatchTeam(tx, match, {
    to: otherTeamOf(match, loserTeamId),
    from: loserTeamId,
    type: 'match_opponent_disbanded',
    actorName: '',
  });
}
