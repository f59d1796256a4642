/**
 * `resources.admin/divisions`: the divisions screen's texts in react-admin's shape, and the season page's
 * whole-list edit of its divisions (`list.*`).
 */
export const divisionsMessages = {
  name: 'Division |||| Divisions',
  title: 'Divisions',
  empty: 'No divisions yet.',
  loadFailed: 'Error loading divisions.',
  detailsFailed: 'Error loading the division.',
  fields: {
    name: 'Name',
    mmrPercentage: 'Share of teams (%)',
    tier: 'Tier',
    teamCount: 'Teams',
    seasonId: 'Season',
    'season.name': 'Season',
    'team.name': 'Team',
    seedRating: 'Seed rating',
    placedByAdmin: 'Placement',
  },
  filters: {
    search: 'Search by name',
    season: 'Season',
    all: 'All seasons',
  },
  share: '%{percentage}%',
  tier: 'Tier %{place}',
  /** A division's line on phones: its season, its share and how many teams it holds. */
  summary: '%{season} · %{percentage}% · 1 team |||| %{season} · %{percentage}% · %{smart_count} teams',
  action: {
    back: 'Back to divisions',
    viewSeason: 'Open the season',
    save: 'Save',
    cancel: 'Cancel',
    editList: 'Edit divisions',
  },
  sections: {
    details: 'Division',
    teams: 'Teams in this division',
  },
  notes: {
    sharesLocked: 'The share is fixed once the season is Live.',
    sharesTogether:
      "The season's shares must add up to 100%: to change them, edit the season's divisions together.",
  },
  teams: {
    empty: 'No team is placed in this division yet.',
    noRating: 'None',
    placedByAdmin: 'Placed by an admin',
    placedByRating: 'Placed by rating',
  },
  list: {
    title: 'Divisions of %{season}',
    text: 'Top tier first. Shares must add up to 100%. A division can be removed only while no team is placed in it.',
  },
  notifications: {
    saved: 'Division %{name} saved.',
    saveFailed: 'Could not save the division.',
    listSaved: 'The divisions of %{season} were saved.',
    listSaveFailed: "Could not save the season's divisions.",
  },
  // Texts the server and the shared domain code give (API errors, validation, mail, announcements).
  divisionNotFound: 'Division not found.',
  nameTaken: 'This season already has a division with this name.',
  sharesLocked: "A division's share of teams can change only while its season is in Setup or Registration.",
  listLocked:
    "A season's divisions can be added, removed or reordered only while it is in Setup or Registration.",
  sharesTotal:
    "The season's shares would add up to %{total}%, not 100%: change the shares of all its divisions together on the season's division list.",
  notInSeason: "Division %{id} is not one of this season's divisions.",
  listedTwice: 'Each division can be listed only once.',
  hasTeams:
    'Division %{name} still has 1 team: move them to another division before removing it. |||| Division %{name} still has %{smart_count} teams: move them to another division before removing it.',
  hasMatches:
    "Division %{name} has fixtures: generate the season's fixtures again after moving its teams, then remove it.",
};
