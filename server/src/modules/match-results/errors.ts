import { translate } from '@domain/i18n';
import { httpError } from '@server/http/http-error';

export const resultErrors = {
  tooEarly: (scheduledAt: Date) =>
    httpError(400, translate('resources.matches.resultTooEarly', { time: scheduledAt.toISOString() }), {
      code: 'RESULT_TOO_EARLY',
    }),
  resultsClosed: (status: string) =>
    httpError(409, translate('resources.matches.resultsClosed', { status }), { code: 'RESULTS_CLOSED' }),
  alreadyReported: () =>
    httpError(409, translate('resources.matches.resultAlreadyReported'), { code: 'RESULT_ALREADY_REPORTED' }),
  notReported: () =>
    httpError(409, translate('resources.matches.resultNotReported'), { code: 'RESULT_NOT_REPORTED' }),
  ownReport: () => httpError(403, translate('resources.matches.ownReport'), { code: 'OWN_REPORT' }),
  adminsDecide: () =>
    httpError(403, translate('resources.matches.adminsDecide'), { code: 'NOT_MATCH_CAPTAIN' }),
  needsWinner: () =>
    httpError(400, translate('resources.matches.playoffNeedsWinner'), { code: 'PLAYOFF_NEEDS_WINNER' }),
  /** The rounds do not finish the match's best of; the message is the rule (bestOfRule). */
  scoreBreaksRule: (rule: string) =>
    httpError(400, rule, { code: 'SCORE_NOT_FINAL', errors: { teamA: rule, teamB: rule } }),
  /** A stored report whose score breaks the rule is disputed, never confirmed. */
  brokenReport: (rule: string) =>
    httpError(400, translate('resources.matches.brokenReport', { rule }), { code: 'SCORE_NOT_FINAL' }),
  forfeitLoserInvalid: () =>
    httpError(400, translate('resources.matches.forfeitLoserInvalid'), {
      code: 'FORFEIT_LOSER_INVALID',
      errors: { loserTeamId: translate('resources.matches.forfeitLoserInvalid') },
    }),
  forfeitLoserRequired: () =>
    httpError(400, translate('resources.matches.forfeitLoserRequired'), {
      code: 'FORFEIT_LOSER_REQUIRED',
      errors: { loserTeamId: translate('resources.matches.forfeitLoserRequired') },
    }),
  mutualHasNoLoser: () =>
    httpError(400, translate('resources.matches.mutualForfeitHasNoLoser'), {
      code: 'FORFEIT_LOSER_INVALID',
      errors: { loserTeamId: translate('resources.matches.mutualForfeitHasNoLoser') },
    }),
  disputeNotFound: () =>
    httpError(404, translate('resources.matches.disputeNotFound'), { code: 'DISPUTE_NOT_FOUND' }),
  serverResultDisputeClosed: () =>
    httpError(409, translate('app.match.matchServer.disputeClosed'), { code: 'DISPUTE_CLOSED' }),
};
