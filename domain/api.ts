// Shapes of the API's requests and responses (SPEC section 3, DESIGN section 3).

/** User (SPEC section 3). discordID is present only when an account is linked. */
export interface User {
  id: number;
  displayName: string;
  email: string;
  discordID?: string | null;
  discordUsername?: string | null;
  roles: string[];
  permissions: string[];
  createdAt: string;
}

export interface LoginResponse {
  success: true;
  token: string;
  refreshToken: string;
  user: User;
}

export interface RefreshResponse {
  success: true;
  data: { token: string; refreshToken: string; user: User };
}

export interface SuccessEnvelope<T> {
  success: true;
  data: T;
}

/** The error envelope of every failed request. */
export interface ErrorEnvelope {
  success: false;
  message: string;
  errors?: Record<string, string>;
  /** A machine-readable reason where the browser must react to it, e.g. ACCESS_GATE_REQUIRED. */
  code?: string;
  requestId?: string;
}

export interface AccessStatus {
  verified: boolean;
}

export interface HealthStatus {
  status: 'ok';
  database: 'ok';
  uptimeSeconds: number;
}

// Teams, invitations and notifications (SPEC section 3).

export type TeamStatus = 'Pending' | 'Approved' | 'Denied';

export interface League {
  id: number;
  name: string;
  minPlayers: number;
  maxPlayers: number;
}

export interface Division {
  id: number;
  name: string;
  mmrPercentage: number;
}

/** A team's member. email is shown only to the team's own members and to team managers. */
export interface TeamPlayer {
  id: number;
  userId: number;
  user: { displayName: string; email?: string };
  isCaptain: boolean;
  isCoCaptain: boolean;
  status: 'active';
  createdAt: string;
}

export interface Team {
  id: number;
  name: string;
  code: string;
  /** Where the team's logo is served (a 100x100 PNG, cached for good: the URL changes with the image). */
  logoUrl: string | null;
  website: string | null;
  status: TeamStatus;
  league: League;
  division: Division;
  players: TeamPlayer[];
  playerCount: number;
  /** League points: 0 until match results exist. */
  points: number;
  createdAt: string;
}

/** 'invite': a team invited the player; 'request': the player asked to join the team. */
export type InvitationKind = 'invite' | 'request';
export type InvitationStatus = 'pending' | 'accepted' | 'declined' | 'cancelled' | 'closed';

/** Invite (SPEC section 3: id, teamId, timestamp) with what the screens need to show it. */
export interface Invitation {
  id: number;
  teamId: number;
  timestamp: string;
  kind: InvitationKind;
  status: InvitationStatus;
  teamName: string;
  teamCode: string;
  userId: number;
  userDisplayName: string;
}

/** GET /users/me/invitations: the player's own pending requests (sent) and the invites they got. */
export interface MyInvitations {
  sent: Invitation[];
  received: Invitation[];
}

/** GET /teams/{id}/invitations (captains): pending requests to join and pending invites sent. */
export interface TeamInvitations {
  requests: Invitation[];
  invites: Invitation[];
}

export type NotificationType =
  | 'invite_received'
  | 'invite_accepted'
  | 'invite_declined'
  | 'request_received'
  | 'request_accepted'
  | 'request_declined'
  | 'team_approved'
  | 'team_denied'
  | 'player_joined'
  | 'player_left'
  | 'player_removed'
  | 'captain_changed';

export interface AppNotification {
  id: number;
  type: NotificationType;
  /** The text to show, rendered by the server from domain/messages.ts notification templates. */
  message: string;
  teamId: number | null;
  read: boolean;
  createdAt: string;
}

/** A player a captain may invite (GET /teams/{id}/invite-candidates). */
export interface InviteCandidate {
  id: number;
  displayName: string;
}

// Game servers and sessions (SPEC section 3, DESIGN section 5).

/** A game server holding a live connection (SPEC: id, clientId, customId, socketId). */
export interface ConnectedClient {
  id: number;
  /** The id the game server announces in its hello (stable across reconnects). */
  clientId: string;
  /** A human-friendly name the game server may announce (e.g. its droplet name). */
  customId: string | null;
  /** The current connection's id; changes on every reconnect. */
  socketId: string;
  upToDate: boolean;
  lastSeenAt: string;
}

/** Whether a game-server credential lets its game server in ('pending': a machine's create is under way). */
export type GameServerCredentialStatus = 'active' | 'revoked' | 'pending';

/** A per-game-server credential as the Game servers screen lists it: never its secret. */
export interface GameServerCredential {
  id: number;
  /** The only clientId it authenticates; null while its machine is being created. */
  clientId: string | null;
  label: string | null;
  /** 'droplet': made by Server management for a machine; 'admin': issued for a game server run elsewhere. */
  source: 'admin' | 'droplet';
  dropletId: number | null;
  createdBy: { id: number; displayName: string } | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  status: GameServerCredentialStatus;
}

/** The answer to issuing a credential: the record and, this once, its secret. */
export type IssuedGameServerCredential = GameServerCredential & { secret: string };

export type GameSessionStatus = 'Active' | 'Not Active' | 'Pending';

export interface GameState {
  mode: string;
  playerCount: number;
  /** Team A's score. */
  teamA: number;
  /** Team B's score. */
  teamB: number;
}

export interface GameSession {
  id: number;
  clientId: string;
  serverName: string;
  status: GameSessionStatus;
  mode: string;
  isPublic: boolean;
  code: string;
  serverStart: string | null;
  slaveIp: string | null;
  slavePort: number | null;
  upToDate: boolean;
  lastUpdatedAt: string;
  gameState: GameState | null;
}

// Users, roles and the Admin Panel (issue 5 API contract).

/** A user as the user-management screens see them, with their team when they belong to one. */
export type AdminUser = User & { team: { id: number; name: string } | null };

export interface Role {
  id: number;
  name: string;
  builtIn: boolean;
  description: string | null;
  permissions: string[];
  memberCount: number;
}

/** One entry of the audit log; `action` reads '<area>.<verb>', e.g. 'team.approve'. */
export interface AuditEntry {
  id: number;
  /** Who did it; null once that account is deleted (every entry is recorded with its actor). */
  actor: { id: number; displayName: string } | null;
  action: string;
  targetType: string;
  targetId: string | null;
  /** The user the entry is about (targetType 'user'); null for other targets and deleted users. */
  targetUser: { id: number; displayName: string } | null;
  details: Record<string, unknown>;
  createdAt: string;
}

/** GET /admin/overview: the Admin Panel's live counts and the latest audit entries. */
export interface AdminOverview {
  pendingTeams: number;
  users: number;
  roles: number;
  activeSessions: number;
  connectedGameServers: number;
  recentAudit: AuditEntry[];
}

// Cloud servers (SPEC section 3: Cloud server, Snapshot, Size option), in DigitalOcean's field names.

export type DropletStatus = 'active' | 'new' | 'off' | 'archive';

export interface DropletAddress {
  ip_address: string;
  /** 'public' or 'private'. */
  type: string;
  /** Absent when the provider gave none (a private address's gateway may be null). */
  gateway?: string;
  netmask?: string;
}

/** What a machine size offers: memory in MB, disk in GB, transfer in TB, prices in USD. */
export interface MachineSpecs {
  memory: number;
  vcpus: number;
  disk: number;
  transfer: number;
  price_monthly: number;
  price_hourly: number;
}

/**
 * A cloud server. The fields the app acts on are always there; the ones it only shows are absent when
 * the provider sent them null, odd or not at all (the droplet is still listed).
 */
export interface Droplet extends Partial<MachineSpecs> {
  id: number;
  name: string;
  status: DropletStatus;
  region?: { slug: string; name: string };
  size_slug?: string;
  created_at?: string;
  tags: string[];
  networks: { v4: DropletAddress[]; v6: DropletAddress[] };
}

/** A droplet snapshot a server can be created from; the id is what the create payload's snapshotId names. */
export interface Snapshot {
  id: number;
  name: string;
  created_at: string;
  /** Smallest disk (GB) a droplet created from it may have. */
  min_disk_size?: number;
  /** Region slugs the snapshot is available in. */
  regions?: string[];
}

export interface SizeOption extends MachineSpecs {
  slug: string;
  description: string;
  regions: string[];
  available: boolean;
}

export interface Region {
  slug: string;
  name: string;
  available: boolean;
}
