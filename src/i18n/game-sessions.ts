import { messages } from '@domain/messages';
import { numberParam, param, plural } from './polyglotText';

const t = messages.gameSessions;

/**
 * `resources.sessions`: the Game Session Manager's texts in react-admin's shape, built from domain/messages.
 * Columns label themselves from `fields.<source>`; `empty.<filter>` is each status filter's empty text.
 */
export const gameSessionsMessages = {
  title: t.title,
  loadFailed: t.loadFailed,
  empty: t.empty,
  fields: {
    serverName: t.columns.server,
    status: t.columns.status,
    mode: t.columns.mode,
    code: t.columns.code,
    players: t.columns.players,
    score: t.columns.score,
    serverStart: t.columns.started,
    lastUpdatedAt: t.columns.lastUpdate,
    actions: t.columns.actions,
  },
  stats: t.stats,
  create: {
    ...t.create,
    clientsConnected: plural(t.create.clientsConnected),
    clientsFailed: messages.droplets.loadClientsFailed,
  },
  list: t.list,
  filters: t.filters,
  public: t.public,
  private: t.private,
  upToDate: t.upToDate,
  stale: t.stale,
  noValue: t.noValue,
  hiddenCode: t.hiddenCode(numberParam('matchId')),
  hiddenCodeHint: t.hiddenCodeHint,
  matchSession: t.matchSession(numberParam('matchId')),
  score: t.score(numberParam('teamA'), numberParam('teamB')),
  action: {
    stop: t.stop,
    delete: t.delete,
    stopLabel: t.stopLabel(param('code'), param('name')),
    deleteLabel: t.deleteLabel(param('code'), param('name')),
  },
  dialogs: {
    stopTitle: t.stopTitle,
    stopText: t.stopText(param('code'), param('name')),
    deleteTitle: t.deleteTitle,
    deleteText: t.deleteText(param('code'), param('name')),
    stopAllTitle: t.stopAllTitle,
    stopAllText: plural(t.stopAllText),
  },
  notifications: {
    created: t.created(param('code')),
    stopped: t.stopped(param('name')),
    stoppedAll: plural(t.stoppedAll),
    deleted: t.deleted(param('name')),
    createFailed: t.createFailed,
    stopFailed: t.stopFailed,
    stopAllFailed: t.stopAllFailed,
    deleteFailed: t.deleteFailed,
    noneActive: t.noneActive,
  },
};
