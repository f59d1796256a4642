import { messages } from '@domain/messages';
import { param, plural } from './polyglotText';

const t = messages.leagueManagement;

/**
 * `resources.admin/league-management`: team approval's texts in react-admin's shape, built from
 * domain/messages. The resource's name has a slash; polyglot keys are plain strings, so
 * `resources.admin/league-management.fields.name` resolves like any other key.
 */
export const leagueManagementMessages = {
  name: t.title,
  title: t.title,
  empty: t.noTeams,
  loadFailed: t.loadFailed,
  fields: {
    logo: messages.teamForm.logo,
    name: messages.teams.name,
    code: messages.teams.code,
    status: t.status,
    playerCount: messages.teams.players,
    createdAt: t.createdAt,
    website: t.website,
    league: t.league,
  },
  filters: { search: t.search, status: t.status, all: t.all, disbanded: t.showDisbanded },
  /** A team's line on phones: its code and how many players it has. */
  summary: plural((players) => messages.smallScreen.teamSummary(param('code'), players)),
  players: {
    title: t.players,
    displayName: t.displayName,
    email: t.email,
    role: t.role,
    empty: t.noPlayers,
  },
  detailsFailed: t.detailsFailed,
  action: { approve: t.approve, deny: t.deny, close: t.close, cancel: t.cancel },
  denyDialog: {
    title: t.denyTitle(param('name')),
    text: t.denyText,
    reason: t.reason,
    reasonHint: t.reasonHint,
  },
  notifications: {
    approved: t.approved(param('name')),
    denied: t.denied(param('name')),
    decisionFailed: t.decisionFailed,
  },
};
