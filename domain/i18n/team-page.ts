/**
 * `app.team`: the team page's (/teams/:id) title, sections, profile labels and its season parts
 * (standing, upcoming matches, results, calendar).
 */
export const teamPageMessages = {
  title: 'Team',
  loadFailed: 'Failed to load the team.',
  notFound: 'Team not found.',
  sections: {
    details: 'Details',
    roster: 'Roster',
    management: 'Team management',
    standing: 'Standing',
    upcoming: 'Upcoming matches',
    results: 'Results',
  },
  fields: {
    code: 'Short code',
    website: 'Website',
    status: 'Status',
    league: 'League',
  },
  standing: {
    in: 'Standing in %{season}',
    notEntered: 'This team is not entered in %{season}.',
    registeredAwaitingStart:
      'This team is registered for %{season}. Its standing shows once the season is Live.',
    noSeason: 'No season has been announced yet.',
    loadFailed: 'Error loading the standings.',
    division: 'Division',
    rank: 'Rank',
    points: 'Points',
    played: 'Played',
  },
  matches: {
    noUpcoming: 'No upcoming matches.',
    noResults: 'No results yet.',
  },
  calendar: {
    subscribe: 'Subscribe to calendar',
    copy: 'Copy calendar link',
    copied: 'Calendar link copied.',
    copyFailed: 'Could not copy the calendar link.',
  },
};
