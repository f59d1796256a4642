import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { accessMessages } from './access';
import { adminPanelMessages, auditLogMessages } from './admin-panel';
import { dashboardMessages } from './dashboard';
import { divisionsMessages } from './divisions';
import { dropletsMessages } from './droplets';
import { emailVerificationMessages } from './email-verification';
import { errorsMessages } from './errors';
import { fixturesMessages } from './fixtures';
import { gameServersMessages } from './game-servers';
import { gameSessionsMessages } from './game-sessions';
import { invitationsMessages } from './invitations';
import { landingMessages } from './landing';
import { layoutMessages } from './layout';
import { leagueMessages } from './league';
import { leagueManagementMessages } from './league-management';
import { leagueSettingsMessages } from './league-settings';
import { matchMessages } from './match';
import { disputesMessages, matchesAdminMessages } from './match-admin';
import { notificationsMessages } from './notifications';
import { passwordResetMessages } from './password-reset';
import { playoffsMessages } from './playoffs';
import { profileMessages } from './profile';
import { ratingsMessages } from './ratings';
import { rolesMessages } from './roles';
import { rosterChangesMessages } from './roster-changes';
import { seasonsMessages } from './seasons';
import { teamPageMessages } from './team-page';
import { teamsMessages } from './teams';
import { usersMessages } from './users';

/**
 * react-admin's own labels (lists, forms, notifications) in English; under `resources.<name>` the texts
 * of each resource and under `app.<feature>` those of the screens that are not resources, one file per
 * feature built from domain/messages. Components read texts only through this provider (useTranslate).
 */
export const appMessages = {
  ...englishMessages,
  app: {
    layout: layoutMessages,
    landing: landingMessages,
    access: accessMessages,
    passwordReset: passwordResetMessages,
    emailVerification: emailVerificationMessages,
    errors: errorsMessages,
    profile: profileMessages,
    dashboard: dashboardMessages,
    league: leagueMessages,
    playoffs: playoffsMessages,
    team: teamPageMessages,
    match: matchMessages,
    ratings: ratingsMessages,
    adminPanel: adminPanelMessages,
  },
  resources: {
    roles: rolesMessages,
    users: usersMessages,
    'admin/game-servers': gameServersMessages,
    'admin/league-management': leagueManagementMessages,
    'admin/seasons': seasonsMessages,
    'admin/divisions': divisionsMessages,
    matches: fixturesMessages,
    'admin/matches': matchesAdminMessages,
    'admin/disputes': disputesMessages,
    'admin/roster-changes': rosterChangesMessages,
    'admin/audit-log': auditLogMessages,
    'league-settings': leagueSettingsMessages,
    'admin/digital-ocean': dropletsMessages,
    sessions: gameSessionsMessages,
    teams: teamsMessages,
    invitations: invitationsMessages,
    notifications: notificationsMessages,
  },
};

/** A catalogue key: dot-separated names without spaces. A sentence from the server is not one. */
const CATALOGUE_KEY = /^[\w/-]+(?:\.[\w/-]+)+$/;

/**
 * A key missing from the catalogue is shown as itself with a console warning (tests/web/translation-keys.test.ts
 * checks that every key the source uses is here). A server's own sentence, which screens pass to `notify`
 * as it came, is shown as it is, without a warning.
 */
function onMissingKey(key: string): string {
  if (CATALOGUE_KEY.test(key)) console.warn(`Missing translation for key: "${key}"`);
  return key;
}

export const i18nProvider = polyglotI18nProvider(
  () => appMessages,
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    onMissingKey,
  },
);
