import { messages } from '@domain/messages';
import { param } from './polyglotText';

const t = messages.invitations;

/**
 * `resources.invitations`: a player's invites and join request (the Invites widget, the top bar's popup) in
 * react-admin's shape, built from domain/messages. Accept and Decline answer any invitation, the team's
 * join requests too.
 */
export const invitationsMessages = {
  name: t.heading,
  open: t.open,
  openWithCount: t.openWithCount(param('count')),
  loading: t.loading,
  loadError: t.loadError,
  fetchFailed: t.fetchFailed,
  empty: t.none,
  viewAll: t.viewAll,
  fromTeam: t.fromTeam(param('team'), param('code')),
  received: t.received,
  noneReceived: t.noneReceived,
  sentRequest: t.sentRequest,
  noSentRequest: t.noSentRequest,
  awaitingApproval: t.awaitingApproval,
  action: {
    accept: messages.team.accept,
    decline: messages.team.decline,
    cancelRequest: t.cancelRequest,
  },
  notifications: {
    accepted: t.accepted(param('team')),
    declined: t.declined(param('team')),
    requestSent: t.requestSent(param('team')),
    requestCancelled: t.requestCancelled(param('team')),
  },
};
