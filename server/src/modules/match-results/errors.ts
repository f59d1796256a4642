import { messages } from '@domain/messages';
import { httpError } from '@server/http/http-error';

const m = messages.matches;

export const resultErrors = {
  tooEarly: (scheduledAt: Date) =>
    httpError(400, m.resultTooEarly(scheduledAt.toISOString()), { code: 'RESULT_TOO_EARLY' }),
  resultsClosed: (status: string) => httpError(409, m.resultsClosed(status), { code: 'RESULTS_CLOSED' }),
  alreadyReported: () => httpError(409, m.resultAlreadyReported, { code: 'RESULT_ALREADY_REPORTED' }),
  notReported: () => httpError(409, m.resultNotReported, { code: 'RESULT_NOT_REPORTED' }),
  ownReport: () => httpError(403, m.ownReport, { code: 'OWN_REPORT' }),
  adminsDecide: () => httpError(403, m.adminsDecide, { code: 'NOT_MATCH_CAPTAIN' }),
  needsWinner: () => httpError(400, m.playoffNeedsWinner, { code: 'PLAYOFF_NEEDS_WINNER' }),
  /** The rounds do not finish the match's best of; the message is the rule (bestOfRule). */
  scoreBreaksRule: (rule: string) =>
    httpError(400, rule, { code: 'SCORE_NOT_FINAL', errors: { teamA: rule, teamB: rule } }),
  /** A stored report whose score breaks the rule is disputed, never confirmed. */
  brokenReport: (rule: string) => httpError(400, m.brokenReport(rule), { code: 'SCORE_NOT_FINAL' }),
  forfeitLoserInvalid: () =>
    httpError(400, m.forfeitLoserInvalid, {
      code: 'FORFEIT_LOSER_INVALID',
      errors: { loserTeamId: m.forfeitLoserInvalid },
    }),
  forfeitLoserRequired: () =>
    httpError(400, m.forfeitLoserRequired, {
      code: 'FORFEIT_LOSER_REQUIRED',
      errors: { loserTeamId: m.forfeitLoserRequired },
    }),
  mutualHasNoLoser: () =>
    httpError(400, m.mutualForfeitHasNoLoser, {
      code: 'FORFEIT_LOSER_INVALID',
      errors: { loserTeamId: m.mutualForfeitHasNoLoser },
    }),
  disputeNotFound: () => httpError(404, m.disputeNotFound, { code: 'DISPUTE_NOT_FOUND' }),
  serverResultDisputeClosed: () =>
    httpError(409, messages.matchServer.disputeClosed, { code: 'DISPUTE_CLOSED' }),
};
