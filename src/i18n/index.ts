import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { adminPanelMessages } from './admin-panel';
import { dashboardMessages } from './dashboard';
import { gameServersMessages } from './game-servers';
import { leagueMessages } from './league';
import { leagueManagementMessages } from './league-management';
import { profileMessages } from './profile';
import { rolesMessages } from './roles';
import { serversMessages } from './servers';
import { sessionsMessages } from './sessions';
import { teamPageMessages } from './team-page';
import { usersMessages } from './users';

/**
 * react-admin's own labels (lists, forms, notifications) in English, and under `resources.<name>` the texts
 * of each converted resource, and under `app.<feature>` the texts of the screens that are not resources; one
 * file per feature built from domain/messages. Screens not converted yet still read domain/messages directly.
 */
export const appMessages = {
  ...englishMessages,
  resources: {
    roles: rolesMessages,
    users: usersMessages,
    'admin/game-servers': gameServersMessages,
    'admin/league-management': leagueManagementMessages,
    'admin/digital-ocean': serversMessages,
    sessions: sessionsMessages,
  },
  app: {
    profile: profileMessages,
    dashboard: dashboardMessages,
    league: leagueMessages,
    team: teamPageMessages,
    adminPanel: adminPanelMessages,
  },
};

export const i18nProvider = polyglotI18nProvider(
  () => appMessages,
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    allowMissing: true,
  },
);
