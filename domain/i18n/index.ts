import Polyglot from 'node-polyglot';
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
 * Every text a user sees, in English, written once: under `app.<feature>` the texts of the screens that are
 * not resources, under `resources.<name>` those of each react-admin resource, and beside them the texts the
 * server and the shared domain code give (API errors, validation, mail, Discord announcements). Texts are
 * polyglot strings: `%{name}` is a parameter, `one |||| other` a plural chosen by `smart_count`. The
 * browser's i18nProvider reads this tree (src/i18n), the server, the domain and the tests read it through
 * `translate`; the signed-out screens' part is public.ts, which the landing page downloads alone.
 */
export const catalogue = {
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

/** The dot-separated paths of a tree's texts. */
type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafPaths<T[K]>}`;
}[keyof T & string];

/** A key of a text in the catalogue, e.g. `'resources.teams.notifications.joined'`. */
export type TextKey = LeafPaths<typeof catalogue>;

/** A text's parameters by name; `smart_count` picks a plural text's form. */
export type TextParams = Readonly<Record<string, string | number>>;

const polyglot = new Polyglot({ phrases: catalogue, locale: 'en' });

/**
 * The text of `key` with its parameters filled in, formatted exactly as the browser's i18nProvider
 * (ra-i18n-polyglot, the same node-polyglot) formats it.
 */
export function translate(key: TextKey, params?: TextParams): string {
  return polyglot.t(key, params);
}
