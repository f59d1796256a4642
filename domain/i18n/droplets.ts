/**
 * `resources["admin/digital-ocean"]`: Server management's texts in react-admin's shape. The resource's name
 * holds a slash; polyglot keys split on dots only, so `resources.admin/digital-ocean.fields.name` finds them.
 * Columns and filters label themselves from `fields.<source>`.
 */
export const dropletsMessages = {
  title: 'Server Management',
  ok: 'OK',
  empty: 'No active servers found.',
  tableLabel: 'Servers',
  fields: {
    name: 'Name',
    status: 'Status',
    region: {
      name: 'Region',
    },
    size_slug: 'Size',
    publicIp: 'Public IP',
    created_at: 'Created',
    actions: 'Actions',
  },
  filters: {
    search: 'Search servers',
  },
  status: {
    new: 'new',
    active: 'active',
    off: 'off',
    archive: 'archive',
  },
  list: {
    title: 'Active Servers',
    noAddress: 'Not assigned yet',
    copyLabel: 'Copy IP address %{ip}',
    deleteLabel: 'Delete server %{name}',
    delete: 'Delete',
    deleteTitle: 'Delete server?',
    deleteText: 'Server %{name} and the game server running on it will be destroyed. This cannot be undone.',
  },
  create: {
    title: 'Create Server',
    name: 'Name',
    nameHelp: 'Letters, numbers, periods and dashes',
    imageSource: 'Image source',
    sources: {
      snapshot: 'Snapshot',
      distribution: 'Distribution',
    },
    snapshot: 'Snapshot',
    noSnapshots: 'No snapshots available',
    distribution: 'Distribution',
    region: 'Region',
    size: 'Size',
    code: '4-digit code',
    codeHelp: 'Players join the game session with it',
    createGameSession: 'Create a game session',
    isPublic: 'Public',
    client: 'Connected client',
    noClient: 'None (the server’s own game server)',
    tags: 'Tags',
    tagsHelp: 'Press Enter to add a tag',
    submit: 'Create Server',
    sizeLabel: '%{slug} — %{specs}',
    // The vCPU count is only printed, so its placeholder can stand in for the number.
    specs: '%{memory} · %{vcpus} vCPU · %{disk} · %{price}',
  },
  details: {
    close: 'Close',
    status: 'Status',
    region: 'Region',
    size: 'Size',
    memory: 'Memory',
    vcpus: 'vCPUs',
    disk: 'Disk',
    transfer: 'Transfer',
    priceMonthly: 'Price per month',
    priceHourly: 'Price per hour',
    publicIp: 'Public IPv4',
    privateIp: 'Private IPv4',
    ipv6: 'IPv6',
    tags: 'Tags',
    createdAt: 'Created',
    none: '—',
    title: 'Server %{name}',
  },
  /** The outcomes, shown as alert dialogs. */
  notifications: {
    created: 'Server created successfully!',
    deleted: 'Server deleted successfully!',
    copied: 'IP address copied to clipboard',
    createFailed: 'Failed to create server',
    deleteFailed: 'Failed to delete server',
    copyFailed: 'Failed to copy IP address',
    loadDropletsFailed: 'Failed to load droplets',
    loadClientsFailed: 'Failed to load connected clients',
    loadSnapshotsFailed: 'Failed to load snapshots',
    loadSizesFailed: 'Failed to load sizes',
    loadRegionsFailed: 'Failed to load regions',
    initFailed: 'Failed to initialize component',
  },
  // Texts the server and the shared domain code give (API errors, validation, mail, announcements).
  droplets: {
    /** Create-form and create-payload rules. */
    nameRequired: 'Server name is required.',
    nameInvalid:
      'Server name may only contain letters, numbers, periods (.) and dashes (-), up to 255 characters.',
    sizeRequired: 'Size is required.',
    codeInvalid: 'Code must be exactly 4 digits.',
    imageSourceInvalid: 'Image source must be snapshot or distribution.',
    snapshotRequired: 'A snapshot is required when the image source is snapshot.',
    distributionInvalid: 'Distribution must be a DigitalOcean image slug.',
    regionInvalid: 'Region must be a DigitalOcean region slug.',
    tagInvalid:
      'Tags may only contain letters, numbers, colons, dashes and underscores, up to 255 characters.',
    clientIdInvalid: 'Connected client is not valid.',
    /** Details of a cloud provider failure, shown under the failure message. */
    provider: {
      notOurServer: 'Only servers tagged %{tag} are managed here; this one is not.',
      notFound: 'The server does not exist (or is not managed here).',
      timeout: 'The cloud provider did not answer in time.',
      unreachable: 'The cloud provider could not be reached.',
      rateLimited: 'The cloud provider is rate limiting this app; try again in a minute.',
      unauthorized: 'The cloud provider refused the API token (DO_TOKEN).',
      badAnswer: 'The cloud provider sent an answer this app does not understand.',
    },
  },
};
