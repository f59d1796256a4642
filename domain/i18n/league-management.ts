/**
 * `resources.admin/league-management`: team approval's texts in react-admin's shape. The resource's name has
 * a slash; polyglot keys are plain strings, so `resources.admin/league-management.fields.name` resolves like
 * any other key.
 */
export const leagueManagementMessages = {
  name: 'League Management',
  title: 'League Management',
  empty: 'No teams found.',
  loadFailed: 'Failed to load teams.',
  fields: {
    logo: 'Logo',
    name: 'Team',
    code: 'Code',
    status: 'Status',
    playerCount: 'Players',
    createdAt: 'Created',
    website: 'Website',
    league: 'League',
  },
  filters: {
    search: 'Search',
    status: 'Status',
    all: 'All',
    disbanded: 'Disbanded teams',
  },
  /** A team's line on phones: its code and how many players it has. */
  summary: '%{code} · 1 player |||| %{code} · %{smart_count} players',
  players: {
    title: 'Players',
    displayName: 'Display Name',
    email: 'Email',
    role: 'Role',
    empty: 'No players.',
  },
  detailsFailed: 'Failed to load the team.',
  action: {
    approve: 'Approve',
    deny: 'Deny',
    close: 'Close',
    cancel: 'Cancel',
  },
  denyDialog: {
    title: 'Deny %{name}?',
    text: 'The team cannot be approved once it is denied. Its members are told.',
    reason: 'Reason (optional)',
    reasonHint: 'Kept with the decision in the audit log.',
  },
  notifications: {
    approved: '%{name} approved.',
    denied: '%{name} denied.',
    decisionFailed: 'Failed to update the team. Please try again.',
  },
  // Texts the server and the shared domain code give (API errors, validation, mail, announcements).
  reasonTooLong: 'The reason can be at most 500 characters.',
};
