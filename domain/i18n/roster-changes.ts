/**
 * `resources.admin/roster-changes`: the admins' queue of roster changes asked for while a season locked the
 * rosters, the team page's list of a team's pending ones, and the season page's transfer window.
 */
export const rosterChangesMessages = {
  name: 'Roster change |||| Roster changes',
  title: 'Roster changes',
  empty: 'No roster changes match these filters.',
  loadFailed: 'Roster changes could not be loaded. Please try again.',
  detailsFailed: 'This roster change could not be loaded.',
  fields: {
    team: 'Team',
    'team.name': 'Team',
    season: 'Season',
    'season.name': 'Season',
    user: 'Player',
    'user.displayName': 'Player',
    kind: 'Change',
    status: 'Status',
    requestedBy: 'Asked by',
    createdAt: 'Asked',
    decidedBy: 'Decided by',
    decidedAt: 'Decided',
  },
  filters: {
    all: 'All',
  },
  kind: {
    join: 'Joining',
    leave: 'Leaving',
    remove: 'Removal',
  },
  status: {
    Pending: 'Pending',
    Approved: 'Approved',
    Denied: 'Denied',
    Cancelled: 'Cancelled',
  },
  change: {
    join: '%{player} joining %{team}',
    leave: '%{player} leaving %{team}',
    remove: 'removing %{player} from %{team}',
  },
  summary: '%{change} · %{season}',
  action: {
    approve: 'Approve',
    deny: 'Deny',
    back: 'Back to roster changes',
    cancel: 'Cancel request',
  },
  notifications: {
    approved: 'Approved: %{change}.',
    denied: 'Denied: %{change}.',
    decideFailed: 'The decision could not be saved. Please try again.',
    cancelled: 'Cancelled the request: %{change}.',
  },
  team: {
    title: 'Pending roster changes',
    waiting: 'Waiting for a league admin (rosters are locked during %{season}).',
    loadFailed: 'Pending roster changes could not be loaded.',
  },
  window: {
    label: 'Transfer window open until',
    locked: 'Rosters locked',
    open: 'Transfer window open until %{time}',
    notRunning: 'Rosters are not locked: the season is not Live or in its Playoffs.',
    help: 'While the season is Live or in its Playoffs, rosters change only with an admin’s approval, except until this time.',
    openButton: 'Open the window',
    closeButton: 'Close the window',
    saved: 'The transfer window of %{season} is saved.',
    closed: 'The transfer window of %{season} is closed.',
    saveFailed: 'The transfer window could not be saved. Please try again.',
  },
  // Texts the server and the shared domain code give (API errors, validation, mail, announcements).
  locked: 'Rosters are locked while %{season} is %{status}: an admin must approve %{change}.',
  notFound: 'Roster change not found.',
  notPending: 'This roster change has already been decided or cancelled.',
  alreadyPending: 'There is already a pending roster change for this player and team.',
  noLongerMember: '%{player} is no longer in %{team}.',
  captainLeaving: '%{player} is now the team captain: the captaincy must be handed over before they leave.',
  lastMember:
    '%{player} is the last member of %{team}: leaving would disband the team, which they do themselves.',
  invitationClosed: 'The invitation or join request behind this change is no longer open.',
  transferWindowInvalid:
    'The transfer window must end at a UTC date and time in ISO 8601, e.g. 2027-01-04T18:00:00Z, or be null to close it.',
  transferWindowPast: 'The transfer window must end in the future.',
  transferWindowStage:
    'A transfer window can be opened only while the season is Live or in its Playoffs; this season is in %{status}.',
};
