/** `app.dashboard`: the dashboard's title, its widgets' titles (keyed by widget id) and My Matches' texts. */
export const dashboardMessages = {
  title: 'Dashboard',
  widgets: {
    myTeam: 'My Team',
    myMatches: 'My Matches',
    invites: 'Invites',
    notifications: 'Notifications',
  },
  myMatches: {
    noTeam: 'Join a team to play matches.',
    noSeason: 'No season is running.',
    loadFailed: 'Error loading your matches.',
    next: 'Next match',
    noNext: 'No upcoming match for your team.',
    proposals: 'Time proposals to answer',
    noProposals: 'No time proposals waiting for your team.',
    proposal: '%{team} proposes %{time}',
    toConfirm: 'Results to confirm',
    noneToConfirm: 'No results waiting for your team.',
    reported: '%{team} reported %{score}',
    checkInOpen: 'Check-in is open until %{closes}.',
  },
};
