/**
 * `resources.notifications`: the Notifications widget and the top bar's bell in react-admin's shape. The
 * notifications' own texts come rendered from the server.
 */
export const notificationsMessages = {
  name: 'Notifications',
  /** The top bar's bell. */
  open: 'Notifications',
  openWithUnread: 'Notifications, %{count} unread',
  empty: 'No notifications available.',
  loadError: 'Unable to load notifications at the moment. Please try again later.',
  markRead: 'Mark as read',
  markReadLabel: 'Mark as read: %{message}',
  markAllRead: 'Mark all as read',
  // Texts the server and the shared domain code give (API errors, validation, mail, announcements).
  text: {
    invite_received: '%{team} invited you to join the team.',
    invite_accepted: '%{player} accepted the invitation to %{team}.',
    invite_declined: '%{player} declined the invitation to %{team}.',
    request_received: '%{player} asked to join %{team}.',
    request_accepted: 'Your request to join %{team} was accepted.',
    request_declined: 'Your request to join %{team} was declined.',
    team_approved: '%{team} was approved and now plays in the league.',
    team_denied: '%{team} was denied by the league admins.',
    player_joined: '%{player} joined %{team}.',
    player_left: '%{player} left %{team}.',
    player_removed: 'You were removed from %{team}.',
    captain_changed: '%{player} is now the captain of %{team}.',
    // In a match notification, team is the other team of the match and player who acted for it.
    match_time_proposed:
      '%{player} of %{team} proposed a time for your match. Accept it, counter it or decline it.',
    match_time_accepted: '%{player} of %{team} accepted the proposed time for your match.',
    match_time_declined: '%{player} of %{team} declined the proposed time for your match.',
    match_result_reported:
      '%{player} of %{team} reported the result of your match. Confirm it or dispute it within 24 hours.',
    match_result_confirmed: '%{player} of %{team} confirmed the result of your match.',
    match_result_disputed:
      '%{player} of %{team} disputed the result of your match. The league admins will decide.',
    match_result_decided: 'The league admins decided the result of your match against %{team}.',
    match_opponent_disbanded: '%{team} disbanded: your match against them is won by forfeit.',
    match_check_in_open:
      'Check-in is open for your match against %{team}: your captain or a co-captain checks the team in from the dashboard.',
    match_starts_soon: 'Your match against %{team} starts in one hour.',
    match_no_show_won: '%{team} did not check in: your match against them is won by forfeit (no-show).',
    match_no_show_lost: 'Your team did not check in for its match against %{team} and forfeits it (no-show).',
    match_no_show_mutual: 'Neither your team nor %{team} checked in: both teams forfeit the match (no-show).',
    // team: the match, "Red Devils vs Blue Fins".
    match_no_show_undecided:
      '%{team}: neither team checked in for this playoff match, which needs a winner. Decide its result.',
    // In a roster change notification, player is the player joining or leaving team.
    roster_change_approved: 'The league admins approved the roster change of %{player} at %{team}.',
    roster_change_denied: 'The league admins denied the roster change of %{player} at %{team}.',
  },
};
