import { messages } from '@domain/messages';
import { httpError } from '@server/http/http-error';

const m = messages.matches;

export const schedulingErrors = {
  /** An admin who leads neither team: admins set the time with PUT /admin/matches/{id}/schedule. */
  adminSetsTime: () => httpError(403, m.adminSetsTime, { code: 'NOT_MATCH_CAPTAIN' }),
  ownProposal: () => httpError(403, m.ownProposal, { code: 'OWN_PROPOSAL' }),
  proposalNotFound: () => httpError(404, m.proposalNotFound, { code: 'PROPOSAL_NOT_FOUND' }),
  matchHasResult: () => httpError(409, m.matchHasResult, { code: 'MATCH_HAS_RESULT' }),
  matchKickedOff: () => httpError(409, m.matchKickedOff, { code: 'MATCH_KICKED_OFF' }),
  schedulingClosed: (deadline: Date) =>
    httpError(409, m.schedulingClosed(deadline.toISOString()), { code: 'SCHEDULING_CLOSED' }),
  proposalNotOpen: (status: string) =>
    httpError(409, m.proposalNotOpen(status), { code: 'PROPOSAL_NOT_OPEN' }),
  proposalExpired: () => httpError(409, m.proposalExpired, { code: 'PROPOSAL_EXPIRED' }),
  proposalInPast: () =>
    httpError(400, m.proposalInPast, { code: 'PROPOSAL_IN_PAST', errors: { time: m.proposalInPast } }),
  proposalOutsideWindow: (start: Date, end: Date) => {
    const text = m.proposalOutsideWindow(start.toISOString(), end.toISOString());
    return httpError(400, text, { code: 'PROPOSAL_OUTSIDE_WINDOW', errors: { time: text } });
  },
};
