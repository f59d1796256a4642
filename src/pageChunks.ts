import { type ComponentType, createElement } from 'react';
import { LoadingSpinner } from './components/LoadingSpinner';
import { type Download, downloadOnce, useDownload } from './useDownload';

// The download of each page of the app's route table, in a module of its own so that src/Root.tsx can
// start the current address's page while the app itself downloads, rather than after it: a page chunk
// found only once the app renders its route costs a second round of requests before the page can ask
// for its data.

type PageModule = { default: ComponentType };

/** A page's chunk: its download, asked for at most once (again after a failure), and its module once here. */
export type PageChunk = Download<PageModule>;

export const pageChunk = (importPage: () => Promise<PageModule>): PageChunk => downloadOnce(importPage);

/**
 * The page of `chunk`: drawn at once when its chunk has already arrived (the current address's page, started
 * with the app), else a spinner until it does. The previous screen leaves at once either way: a list left
 * mounted would still apply its search half a second after the last key and take the visitor back from
 * the row they opened.
 */
export function lazyPage(chunk: PageChunk): ComponentType {
  return function Page() {
    const module = useDownload(chunk.load, chunk.arrived());
    return module ? createElement(module.default) : createElement(LoadingSpinner);
  };
}

export const pageChunks = {
  login: pageChunk(() => import('./pages/Login')),
  register: pageChunk(() => import('./pages/Register')),
  forgotPassword: pageChunk(() => import('./pages/ForgotPassword')),
  resetPassword: pageChunk(() => import('./pages/ResetPassword')),
  verifyEmail: pageChunk(() => import('./pages/VerifyEmail')),
  notFound: pageChunk(() => import('./pages/NotFound')),
  accessDenied: pageChunk(() => import('./pages/AccessDenied')),
  dashboard: pageChunk(() => import('./pages/dashboard/DashboardPage')),
  league: pageChunk(() => import('./pages/league/LeaguePage')),
  match: pageChunk(() => import('./pages/match/MatchPage')),
  player: pageChunk(() => import('./pages/player/PlayerPage')),
  leaderboards: pageChunk(() => import('./pages/leaderboards/LeaderboardsPage')),
  profile: pageChunk(() => import('./pages/profile/ProfilePage')),
  discordCallback: pageChunk(() => import('./pages/discordCallback/DiscordCallbackPage')),
  adminPanel: pageChunk(() => import('./pages/admin/AdminPanelPage')),
  // The react-admin resources' views (src/resources/<name>/index.ts).
  teams: pageChunk(() => import('./resources/teams/TeamsList')),
  team: pageChunk(() => import('./resources/teams/TeamShow')),
  fixtures: pageChunk(() => import('./resources/fixtures/FixturesList')),
  roles: pageChunk(() => import('./resources/roles/RolesList')),
  users: pageChunk(() => import('./resources/users/UsersList')),
  userEdit: pageChunk(() => import('./resources/users/UserEdit')),
  gameServers: pageChunk(() => import('./resources/game-servers/GameServersList')),
  teamApprovals: pageChunk(() => import('./resources/teams/approvals/TeamApprovalsList')),
  seasons: pageChunk(() => import('./resources/seasons/SeasonsList')),
  seasonCreate: pageChunk(() => import('./resources/seasons/SeasonCreate')),
  seasonEdit: pageChunk(() => import('./resources/seasons/SeasonEdit')),
  divisions: pageChunk(() => import('./resources/divisions/DivisionsList')),
  divisionEdit: pageChunk(() => import('./resources/divisions/DivisionEdit')),
  matches: pageChunk(() => import('./resources/matches/MatchesList')),
  matchEdit: pageChunk(() => import('./resources/matches/MatchEdit')),
  disputes: pageChunk(() => import('./resources/disputes/DisputesList')),
  disputeEdit: pageChunk(() => import('./resources/disputes/DisputeEdit')),
  rosterChanges: pageChunk(() => import('./resources/roster-changes/RosterChangesList')),
  rosterChangeShow: pageChunk(() => import('./resources/roster-changes/RosterChangeShow')),
  auditLog: pageChunk(() => import('./resources/audit-log/AuditLogList')),
  leagueSettings: pageChunk(() => import('./resources/league-settings/LeagueSettingsEdit')),
  droplets: pageChunk(() => import('./resources/droplets/ServersList')),
  gameSessions: pageChunk(() => import('./resources/game-sessions/SessionsList')),
} satisfies Record<string, PageChunk>;

type ChunkName = keyof typeof pageChunks;

/**
 * The chunks of a signed-in user's addresses, by the path's first segment (two for the resources under
 * /admin/): the path alone (`list`), `create` after it, an id after it (`item`, react-admin's edit path or a
 * page of one record) and an id then `show` (react-admin's show path).
 */
interface AddressPages {
  list?: ChunkName;
  create?: ChunkName;
  item?: ChunkName;
  show?: ChunkName;
}

const BY_PATH = new Map<string, AddressPages>(
  Object.entries({
    dashboard: { list: 'dashboard' },
    league: { list: 'league' },
    leaderboards: { list: 'leaderboards' },
    profile: { list: 'profile' },
    admin: { list: 'adminPanel' },
    teams: { list: 'teams', item: 'team', show: 'team' },
    players: { item: 'player' },
    matches: { list: 'fixtures', item: 'match' },
    roles: { list: 'roles' },
    users: { list: 'users', item: 'userEdit' },
    'league-settings': { item: 'leagueSettings' },
    sessions: { list: 'gameSessions' },
    'admin/game-servers': { list: 'gameServers' },
    'admin/league-management': { list: 'teamApprovals' },
    'admin/seasons': { list: 'seasons', create: 'seasonCreate', item: 'seasonEdit' },
    'admin/divisions': { list: 'divisions', item: 'divisionEdit' },
    'admin/matches': { list: 'matches', item: 'matchEdit' },
    'admin/disputes': { list: 'disputes', item: 'disputeEdit' },
    'admin/roster-changes': { list: 'rosterChanges', show: 'rosterChangeShow' },
    'admin/audit-log': { list: 'auditLog' },
    'admin/digital-ocean': { list: 'droplets' },
  } satisfies Record<string, AddressPages>),
);

/** The pages a signed-out visitor opens by their address (the forms of signing in and of the account). */
const SIGNED_OUT_PAGES = new Map<string, ChunkName>(
  Object.entries({
    login: 'login',
    register: 'register',
    'forgot-password': 'forgotPassword',
    'reset-password': 'resetPassword',
    'verify-email': 'verifyEmail',
  } satisfies Record<string, ChunkName>),
);

/** The chunk of a signed-in user's page at `segments` (the path split at its slashes), if it has one. */
function signedInChunk(segments: readonly string[]): ChunkName | undefined {
  const [first = '', second] = segments;
  const adminResource = `${first}/${second}`;
  const [pages, rest] =
    first === 'admin' && BY_PATH.has(adminResource)
      ? [BY_PATH.get(adminResource), segments.slice(2)]
      : [BY_PATH.get(first), segments.slice(1)];
  if (!pages) return undefined;
  if (rest.length === 0) return pages.list;
  if (rest.length === 1) return rest[0] === 'create' ? pages.create : pages.item;
  return rest.length === 2 && rest[1] === 'show' ? pages.show : undefined;
}

/**
 * Starts downloading the page at `path` (a query or a fragment aside) when it is one of the pages above that
 * the visitor may open, signed in or not; the app renders it later.
 */
export function preloadPage(path: string, signedIn: boolean): void {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const segments = pathname.split('/').filter(Boolean);
  const chunk = signedIn
    ? signedInChunk(segments)
    : segments.length === 1
      ? SIGNED_OUT_PAGES.get(segments[0] ?? '')
      : undefined;
  // A failed download here is not this call's to report: the route's own import asks again and shows it.
  if (chunk) pageChunks[chunk].load().catch(() => undefined);
}
