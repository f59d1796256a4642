import { type ComponentType, createElement, lazy, useState } from 'react';

// The download of each page of the app's route table, in a module of its own so that src/Root.tsx can
// start the current address's page while the app itself downloads, rather than after it: a page chunk
// found only once the app renders its route costs a second round of requests before the page can ask
// for its data.

type PageModule = { default: ComponentType };

/** A page's chunk: its download, asked for at most once (again after a failure), and its page once here. */
export interface PageChunk {
  load(): Promise<PageModule>;
  loaded(): ComponentType | undefined;
}

export function pageChunk(importPage: () => Promise<PageModule>): PageChunk {
  let arrived: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  return {
    load: () => {
      loading ??= importPage().then(
        (module) => {
          arrived = module;
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => arrived?.default,
  };
}

/**
 * The page of `chunk`, drawn at once when its chunk has already arrived (the current address's page, started
 * with the app), else through React.lazy. React.lazy suspends on its first render even for a chunk that is
 * here, and React then holds the page back until 300 ms after the fallback showed.
 */
export function lazyPage(chunk: PageChunk): ComponentType {
  const Lazy = lazy(chunk.load);
  return function Page() {
    const [Component] = useState(() => chunk.loaded() ?? Lazy);
    return createElement(Component);
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
  team: pageChunk(() => import('./resources/teams/TeamShow')),
  match: pageChunk(() => import('./pages/match/MatchPage')),
  player: pageChunk(() => import('./pages/player/PlayerPage')),
  leaderboards: pageChunk(() => import('./pages/leaderboards/LeaderboardsPage')),
  profile: pageChunk(() => import('./pages/profile/ProfilePage')),
  discordCallback: pageChunk(() => import('./pages/discordCallback/DiscordCallbackPage')),
  adminPanel: pageChunk(() => import('./pages/admin/AdminPanelPage')),
  fixtures: pageChunk(() => import('./resources/fixtures/FixturesList')),
} satisfies Record<string, PageChunk>;

type ChunkName = keyof typeof pageChunks;

/** Which chunk each address of a signed-in page starts: its path's first segment, and whether an id follows. */
const BY_PATH: Record<string, { list?: ChunkName; item?: ChunkName }> = {
  dashboard: { list: 'dashboard' },
  league: { list: 'league' },
  leaderboards: { list: 'leaderboards' },
  profile: { list: 'profile' },
  admin: { list: 'adminPanel' },
  teams: { item: 'team' },
  players: { item: 'player' },
  matches: { list: 'fixtures', item: 'match' },
};

/** The pages a signed-out visitor opens by their address (the forms of signing in and of the account). */
const SIGNED_OUT_PAGES: Record<string, ChunkName> = {
  login: 'login',
  register: 'register',
  'forgot-password': 'forgotPassword',
  'reset-password': 'resetPassword',
  'verify-email': 'verifyEmail',
};

/**
 * Starts downloading the page at `path` (a query or a fragment aside) when it is one of the pages above that
 * the visitor may open, signed in or not; the app renders it later.
 */
export function preloadPage(path: string, signedIn: boolean): void {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const [first = '', second, ...rest] = pathname.split('/').filter(Boolean);
  const entry = signedIn ? BY_PATH[first] : { list: SIGNED_OUT_PAGES[first] };
  if (!entry || rest.length > 0) return;
  const chunk = second === undefined ? entry.list : entry.item;
  // A failed download here is not this call's to report: the route's own import asks again and shows it.
  if (chunk) pageChunks[chunk].load().catch(() => undefined);
}
