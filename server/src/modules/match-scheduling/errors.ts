import { translate } from '@domain/i18n';
import { httpError } from '@server/http/http-error';

export const schedulingErrors = {
  /** An admin who leads neither team: admins set the time with PUT /admin/matches/{id}/schedule. */
  adminSetsTime: () =>
    httpError(403, translate('resources.matches.adminSetsTime'), { code: 'NOT_MATCH_CAPTAIN' }),
  ownProposal: () => httpError(403, translate('resources.matches.ownProposal'), { code: 'OWN_PROPOSAL' }),
  proposalNotFound: () =>
    httpError(404, translate('resources.matches.proposalNotFound'), { code: 'PROPOSAL_NOT_FOUND' }),
  matchHasResult: () =>
    httpError(409, translate('resources.matches.matchHasResult'), { code: 'MATCH_HAS_RESULT' }),
  matchKickedOff: () =>
    httpError(409, translate('resources.matches.matchKickedOff'), { code: 'MATCH_KICKED_OFF' }),
  schedulingClosed: (deadline: Date) =>
    httpError(409, translate('resources.matches.schedulingClosed', { deadline: deadline.toISOString() }), {
      code: 'SCHEDULING_CLOSED',
    }),
  proposalNotOpen: (status: string) =>
    httpError(409, translate('resources.matches.proposalNotOpen', { status }), { code: 'PROPOSAL_NOT_OPEN' }),
  proposalExpired: () =>
    httpError(409, translate('resources.matches.proposalExpired'), { code: 'PROPOSAL_EXPIRED' }),
  proposalInPast: () =>
    httpError(400, translate('resources.matches.proposalInPast'), {
      code: 'PROPOSAL_IN_PAST',
      errors: { time: translate('resources.matches.proposalInPast') },
    }),
  proposalOutsideWindow: (start: Date, end: Date) => {
    const text = translate('resources.matches.proposalOutsideWindow', {
      start: start.toISOString(),
      end: end.toISOString(),
    });
    return httpError(400, text, { code: 'PROPOSAL_OUTSIDE_WINDOW', errors: { time: text } });
  },
};
