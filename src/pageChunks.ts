// The download of each page of the app's route table, in a module of its own so that src/Root.tsx can
// start the current address's page while the app itself downloads, rather than after it: a page chunk
// found only once the app renders its route costs a second round of requests before the page can ask
// for its data.

type PageModule = Promise<{ default: React.ComponentType }>;

export const pageChunks = {
  login: () => import('./pages/Login'),
  register: () => import('./pages/Register'),
  forgotPassword: () => import('./pages/ForgotPassword'),
  resetPassword: () => import('./pages/ResetPassword'),
  verifyEmail: () => import('./pages/VerifyEmail'),
  notFound: () => import('./pages/NotFound'),
  accessDenied: () => import('./pages/AccessDenied'),
  dashboard: () => import('./pages/dashboard/DashboardPage'),
  league: () => import('./pages/league/LeaguePage'),
  team: () => import('./resources/teams/TeamShow'),
  match: () => import('./pages/match/MatchPage'),
  player: () => import('./pages/player/PlayerPage'),
  leaderboards: () => import('./pages/leaderboards/LeaderboardsPage'),
  profile: () => import('./pages/profile/ProfilePage'),
  discordCallback: () => import('./pages/discordCallback/DiscordCallbackPage'),
  adminPanel: () => import('./pages/admin/AdminPanelPage'),
  fixtures: () => import('./resources/fixtures/FixturesList'),
} satisfies Record<string, () => PageModule>;

/** Which chunk each address of a signed-in page starts: its path's first segment, and whether an id follows. */
const BY_PATH: Record<string, { list?: keyof typeof pageChunks; item?: keyof typeof pageChunks }> = {
  dashboard: { list: 'dashboard' },
  league: { list: 'league' },
  leaderboards: { list: 'leaderboards' },
  profile: { list: 'profile' },
  admin: { list: 'adminPanel' },
  teams: { item: 'team' },
  players: { item: 'player' },
  matches: { list: 'fixtures', item: 'match' },
};

/** Starts downloading the page at `pathname`, when it is one of the pages above; the app renders it later. */
export function preloadPage(pathname: string): void {
  const [first = '', second, ...rest] = pathname.split('/').filter(Boolean);
  const entry = BY_PATH[first];
  if (!entry || rest.length > 0) return;
  const chunk = second === undefined ? entry.list : entry.item;
  // A failed download here is not this call's to report: the route's own import asks again and shows it.
  if (chunk) pageChunks[chunk]().catch(() => undefined);
}
