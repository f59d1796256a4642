import { messages } from '@domain/messages';
import { param } from './polyglotText';

const t = messages.gameServers;

/**
 * `resources["admin/game-servers"]`: the game-server credentials screen's texts in react-admin's shape,
 * built from domain/messages. Columns and inputs label themselves from `fields.<source>`.
 */
export const gameServersMessages = {
  name: t.title,
  title: t.title,
  intro: t.intro,
  empty: t.empty,
  loadFailed: t.loadFailed,
  fields: {
    clientId: t.columns.clientId,
    label: t.columns.label,
    source: t.columns.source,
    createdAt: t.columns.createdAt,
    lastUsedAt: t.columns.lastUsedAt,
    status: t.columns.status,
    actions: t.columns.actions,
  },
  sources: t.sources,
  statuses: t.statuses,
  pendingClient: t.pendingClient,
  never: t.never,
  issue: {
    ...t.issue,
    failed: t.issueFailed,
  },
  secret: {
    ...t.secret,
    text: t.secret.text(param('clientId')),
  },
  revoke: {
    action: t.revoke,
    label: t.revokeLabel(param('clientId')),
    title: t.revokeTitle,
    text: t.revokeText(param('clientId')),
  },
  notifications: {
    revoked: t.revoked(param('clientId')),
    revokeFailed: t.revokeFailed,
  },
};
