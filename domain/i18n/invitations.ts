/**
 * `resources.invitations`: a player's invites and join request (the Invites widget, the top bar's popup) in
 * react-admin's shape. Accept and Decline answer any invitation, the team's
 * join requests too.
 */
export const invitationsMessages = {
  name: 'Invites',
  open: 'Show invites',
  openWithCount: 'Show invites, %{count} new',
  loading: 'Loading invites...',
  loadError: 'There was a problem loading invites. Please refresh the page.',
  fetchFailed: 'Failed to fetch invites.',
  empty: 'You have no new invites.',
  viewAll: 'View All Invites',
  fromTeam: '%{team} (%{code})',
  received: 'Invites received',
  noneReceived: 'No invites received.',
  sentRequest: 'Your join request',
  noSentRequest: 'You have no pending join request.',
  awaitingApproval: 'Accepted: waiting for a league manager (rosters are locked)',
  action: {
    accept: 'Accept',
    decline: 'Decline',
    cancelRequest: 'Cancel Request',
  },
  notifications: {
    accepted: 'You joined %{team}.',
    declined: 'You declined the invite from %{team}.',
    requestSent: 'Request to join %{team} sent to its captain.',
    requestCancelled: 'Your request to join %{team} was cancelled.',
  },
};
