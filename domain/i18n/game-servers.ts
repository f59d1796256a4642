/**
 * `resources["admin/game-servers"]`: the game-server credentials screen's texts in react-admin's shape,
 *. Columns and inputs label themselves from `fields.<source>`.
 */
export const gameServersMessages = {
  name: 'Game servers',
  title: 'Game servers',
  intro:
    'Each game server connects with its own credential, which works only for its client id. Machines created in Server management get theirs automatically.',
  empty: 'No game-server credentials yet.',
  loadFailed: 'Failed to load game-server credentials.',
  fields: {
    clientId: 'Client id',
    label: 'Label',
    source: 'Source',
    createdAt: 'Created',
    lastUsedAt: 'Last used',
    status: 'Status',
    actions: 'Actions',
  },
  sources: {
    admin: 'admin',
    droplet: 'machine',
  },
  statuses: {
    active: 'active',
    revoked: 'revoked',
    pending: 'pending',
  },
  pendingClient: 'Machine being created',
  never: 'Never',
  issue: {
    title: 'Issue a credential',
    open: 'Issue credential',
    clientId: 'Client id',
    clientIdHelp: 'The clientId the game server says in its hello',
    label: 'Label (optional)',
    submit: 'Issue',
    cancel: 'Cancel',
    failed: 'Failed to issue the credential.',
  },
  secret: {
    title: 'Credential issued',
    label: 'Secret',
    copy: 'Copy',
    copied: 'Secret copied to clipboard',
    copyFailed: 'Failed to copy the secret',
    done: 'Done',
    text: 'Give this secret to the game server %{clientId} (as its token). You will not see it again: copy it now.',
  },
  revoke: {
    action: 'Revoke',
    label: 'Revoke the credential for %{clientId}',
    title: 'Revoke credential?',
    text: 'The game server %{clientId} can no longer connect with this credential, and a connection using it is closed now. This cannot be undone.',
  },
  notifications: {
    revoked: 'Credential for %{clientId} revoked.',
    revokeFailed: 'Failed to revoke the credential.',
  },
  // Texts the server and the shared domain code give (API errors, validation, mail, announcements).
  clientIdRequired: 'Client id is required.',
  clientIdInvalid: 'Client id may only contain letters, numbers and . _ : -, up to 64 characters.',
  labelInvalid: 'Label may be at most 100 characters long.',
  notFound: 'Game-server credential not found.',
};
