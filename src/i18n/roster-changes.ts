import { messages } from '@domain/messages';
import { param, plural } from './polyglotText';

const r = messages.rosterChanges;
const a = r.admin;

/**
 * `resources.admin/roster-changes`: the admins' queue of roster changes asked for while a season locked the
 * rosters, the team page's list of a team's pending ones, and the season page's transfer window.
 */
export const rosterChangesMessages = {
  name: plural((count) => (count === 1 ? a.rosterChange : a.title)),
  title: a.title,
  empty: a.empty,
  loadFailed: a.loadFailed,
  detailsFailed: a.detailsFailed,
  fields: {
    team: a.team,
    'team.name': a.team,
    season: a.season,
    'season.name': a.season,
    user: a.player,
    'user.displayName': a.player,
    kind: a.kind,
    status: a.status,
    requestedBy: a.requestedBy,
    createdAt: a.createdAt,
    decidedBy: a.decidedBy,
    decidedAt: a.decidedAt,
  },
  filters: { all: a.all },
  kind: a.kinds,
  status: a.statuses,
  change: {
    join: r.change.join(param('player'), param('team')),
    leave: r.change.leave(param('player'), param('team')),
    remove: r.change.remove(param('player'), param('team')),
  },
  summary: a.summary(param('change'), param('season')),
  action: { approve: a.approve, deny: a.deny, back: a.back, cancel: r.team.cancel },
  notifications: {
    approved: a.approved(param('change')),
    denied: a.denied(param('change')),
    decideFailed: a.decideFailed,
    cancelled: r.team.cancelled(param('change')),
  },
  team: {
    title: r.team.title,
    waiting: r.team.waiting(param('season')),
    loadFailed: r.team.loadFailed,
  },
  window: {
    label: r.window.label,
    locked: r.window.locked,
    open: r.window.open(param('time')),
    notRunning: r.window.notRunning,
    help: r.window.help,
    openButton: r.window.openButton,
    closeButton: r.window.closeButton,
    saved: r.window.saved(param('season')),
    closed: r.window.closed(param('season')),
    saveFailed: r.window.saveFailed,
  },
};
