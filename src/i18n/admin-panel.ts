import { messages } from '@domain/messages';
import { param, plural } from './polyglotText';

const t = messages.adminPanel;
const target = param('target');
const role = param('role');

/**
 * Each readable audit action ('team.approve', ...) as a polyglot string of `%{target}` and `%{role}`;
 * polyglot splits keys on dots only, so `app.adminPanel.actions.team.approve` finds it.
 */
const actions = Object.fromEntries(
  Object.entries(t.actions).map(([action, text]) => [action, text(target, role)]),
) as Record<keyof typeof t.actions, string>;

/** The actions the audit log names readably, sorted: the audit log screen's action filter offers them. */
export const AUDIT_ACTIONS = Object.keys(t.actions).sort();

/** `app.adminPanel`: the Admin Panel's (/admin) cards, counts and audit log, from domain/messages. */
export const adminPanelMessages = {
  title: t.title,
  loadFailed: t.loadFailed,
  countPending: t.countPending,
  screens: t.screens,
  counts: {
    pendingTeams: t.counts.pendingTeams,
    users: t.counts.users,
    roles: t.counts.roles,
    activeSessions: t.counts.activeSessions,
    connectedGameServers: t.counts.connectedGameServers,
  },
  links: {
    roles: t.links.roles,
    users: t.links.users,
    leagueManagement: t.links.leagueManagement,
    servers: t.links.servers,
    gameServers: t.links.gameServers,
    sessions: t.links.sessions,
    seasons: t.links.seasons,
    matches: t.links.matches,
    disputes: t.links.disputes,
    divisions: t.links.divisions,
    rosterChanges: t.links.rosterChanges,
    leagueSettings: t.links.leagueSettings,
  },
  audit: t.audit,
  auditLabel: t.auditLabel,
  noAudit: t.noAudit,
  columns: { who: t.columns.who, what: t.columns.what, when: t.columns.when },
  deletedActor: t.deletedActor,
  deletedUser: t.deletedUser,
  actions,
  /** The role changes' wording when the entry does not name the role. */
  actionsWithoutRole: {
    'role.assign': t.actions['role.assign'](target, null),
    'role.remove': t.actions['role.remove'](target, null),
  },
  unknownAction: t.unknownAction(param('action'), target),
  viewAuditLog: t.viewAuditLog,
};

/** `resources.admin/audit-log`: the full audit log screen (/admin/audit-log). */
export const auditLogMessages = {
  name: plural((count) => (count === 1 ? t.auditLog.entry : t.auditLog.title)),
  title: t.auditLog.title,
  empty: t.auditLog.empty,
  loadFailed: t.auditLog.loadFailed,
  fields: t.auditLog.fields,
  anyone: t.auditLog.anyone,
  anyAction: t.auditLog.anyAction,
};
