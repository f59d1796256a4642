import { type ComponentType, type ReactElement, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { isAllowed, POLICIES } from '../domain/permissions';
import { GatedRoute } from './components/GatedRoute';
import { GuestRoute } from './components/GuestRoute';
import { LoadingSpinner } from './components/LoadingSpinner';
import { type AccessPredicate, ProtectedRoute } from './components/ProtectedRoute';
import { lazyPage, pageChunks } from './pageChunks';
import { Landing } from './pages/Landing';

// Every page but the landing is its own chunk: the landing must not download the others.
const Login = lazyPage(pageChunks.login);
const Register = lazyPage(pageChunks.register);
const ForgotPassword = lazyPage(pageChunks.forgotPassword);
const ResetPassword = lazyPage(pageChunks.resetPassword);
const VerifyEmail = lazyPage(pageChunks.verifyEmail);
export const NotFound = lazyPage(pageChunks.notFound);
const Dashboard = lazyPage(pageChunks.dashboard);
const League = lazyPage(pageChunks.league);
const MatchPage = lazyPage(pageChunks.match);
const PlayerPage = lazyPage(pageChunks.player);
const Leaderboards = lazyPage(pageChunks.leaderboards);
const Profile = lazyPage(pageChunks.profile);
const DiscordCallback = lazyPage(pageChunks.discordCallback);
const AdminPanel = lazyPage(pageChunks.adminPanel);

/**
 * gated: behind the beta access gate; guest: gated, and signed-in users go on to their origin or
 * /dashboard; public: anyone; protected: signed in, plus `allow` when given.
 */
type RouteAccess =
  | { kind: 'gated' }
  | { kind: 'guest' }
  | { kind: 'public' }
  | { kind: 'protected'; allow?: AccessPredicate };

interface AppRoute {
  path: string;
  page: ComponentType;
  access: RouteAccess;
}

const gated: RouteAccess = { kind: 'gated' };
const guest: RouteAccess = { kind: 'guest' };
const publicAccess: RouteAccess = { kind: 'public' };
const protectedBy = (allow?: AccessPredicate): RouteAccess => ({ kind: 'protected', allow });

/**
 * The app's route table, but for the screens that are react-admin resources (App.tsx,
 * src/resources/<name>/index.ts), which react-admin routes and resourceConfig's `guarded` protects.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', page: Landing, access: gated },
  { path: '/login', page: Login, access: guest },
  { path: '/register', page: Register, access: guest },
  { path: '/forgot-password', page: ForgotPassword, access: guest },
  // The token in the link is the credential: a phone that never passed the access gate may use it.
  { path: '/reset-password', page: ResetPassword, access: publicAccess },
  { path: '/verify-email', page: VerifyEmail, access: publicAccess },
  { path: '/dashboard', page: Dashboard, access: protectedBy() },
  { path: '/league', page: League, access: protectedBy() },
  { path: '/matches/:id', page: MatchPage, access: protectedBy() },
  { path: '/players/:id', page: PlayerPage, access: protectedBy() },
  { path: '/leaderboards', page: Leaderboards, access: protectedBy() },
  { path: '/profile', page: Profile, access: protectedBy() },
  { path: '/admin', page: AdminPanel, access: protectedBy((p) => isAllowed(p, POLICIES.adminRole)) },
  { path: '/discord/callback', page: DiscordCallback, access: publicAccess },
];

function guard(access: RouteAccess, page: ReactElement): ReactElement {
  switch (access.kind) {
    case 'gated':
      return <GatedRoute>{page}</GatedRoute>;
    case 'guest':
      return <GuestRoute>{page}</GuestRoute>;
    case 'protected':
      return <ProtectedRoute allow={access.allow}>{page}</ProtectedRoute>;
    case 'public':
      return page;
  }
}

function routeElement({ page: Page, access }: AppRoute): ReactElement {
  return <Suspense fallback={<LoadingSpinner />}>{guard(access, <Page />)}</Suspense>;
}

/** The <Route> elements for react-admin's <CustomRoutes> (inside the layout). */
export const appRoutes: ReactElement[] = APP_ROUTES.map((route) => (
  <Route key={route.path} path={route.path} element={routeElement(route)} />
));
