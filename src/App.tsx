import CssBaseline from '@mui/material/CssBaseline';
import { CoreAdminUI, CustomRoutes, Resource } from 'ra-core';
import { AdminContext, Notification } from 'ra-ui-materialui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { SNACKBAR_MS } from '../domain/constants';
import { appStore } from './appStore';
import {
  type Auth,
  AuthServicesProvider,
  createAuthProvider,
  forgetDataOnAccountChange,
} from './authProvider';
import { LoadingSpinner } from './components/LoadingSpinner';
import { openLinksOnce } from './components/openLinksOnce';
import { AccessDenied } from './components/ProtectedRoute';
import { RouterLinkContext } from './components/ShellLink';
import { createAppDataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { ErrorFallback } from './pages/ErrorFallback';
import { createQueryClient } from './queryClient';
import auditLog from './resources/audit-log';
import disputes from './resources/disputes';
import divisions from './resources/divisions';
import droplets from './resources/droplets';
import fixtures from './resources/fixtures';
import gameServers from './resources/game-servers';
import gameSessions from './resources/game-sessions';
import leagueSettings from './resources/league-settings';
import matches from './resources/matches';
import roles from './resources/roles';
import rosterChanges from './resources/roster-changes';
import seasons from './resources/seasons';
import teams from './resources/teams';
import teamApprovals from './resources/teams/approvals';
import users from './resources/users';
import { appRoutes, NotFound } from './routes';
import { theme } from './theme';

function createProviders(auth: Auth) {
  return {
    authProvider: createAuthProvider(auth),
    dataProvider: createAppDataProvider(auth),
    queryClient: createQueryClient(),
    store: appStore(),
  };
}

/**
 * react-admin's <Admin>, assembled from its two halves: AdminContext (providers, theme) and
 * ra-core's CoreAdminUI (routes). <Admin>'s own UI half statically imports its default login form,
 * layout and pages, which would put react-admin's form machinery into the landing page's download.
 */
export function App({ auth }: { auth: Auth }) {
  const [{ authProvider, dataProvider, queryClient, store }] = useState(() => createProviders(auth));
  useEffect(() => forgetDataOnAccountChange(auth.session, queryClient), [auth, queryClient]);
  useEffect(() => openLinksOnce(window), []);
  return (
    <AuthServicesProvider auth={auth}>
      <RouterLinkContext value={Link}>
        <AdminContext
          authProvider={authProvider}
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
          queryClient={queryClient}
          store={store}
          theme={theme}
        >
          <CssBaseline enableColorScheme>
            <CoreAdminUI
              title={i18nProvider.translate('app.layout.title')}
              layout={AppLayout}
              loginPage={false}
              catchAll={NotFound}
              accessDenied={AccessDenied}
              error={ErrorFallback}
              loading={LoadingSpinner}
              disableTelemetry
            >
              <CustomRoutes>{appRoutes}</CustomRoutes>
              <Resource name="roles" {...roles} />
              <Resource name="users" {...users} />
              <Resource name="admin/game-servers" {...gameServers} />
              <Resource name="teams" {...teams} />
              <Resource name="admin/league-management" {...teamApprovals} />
              <Resource name="admin/seasons" {...seasons} />
              <Resource name="admin/divisions" {...divisions} />
              <Resource name="matches" {...fixtures} />
              <Resource name="admin/matches" {...matches} />
              <Resource name="admin/disputes" {...disputes} />
              <Resource name="admin/roster-changes" {...rosterChanges} />
              <Resource name="admin/audit-log" {...auditLog} />
              <Resource name="league-settings" {...leagueSettings} />
              <Resource name="admin/digital-ocean" {...droplets} />
              <Resource name="sessions" {...gameSessions} />
            </CoreAdminUI>
            <Notification autoHideDuration={SNACKBAR_MS} />
          </CssBaseline>
        </AdminContext>
      </RouterLinkContext>
    </AuthServicesProvider>
  );
}
