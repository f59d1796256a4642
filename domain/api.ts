// Every record the API sends, by name: the zod schemas live with their feature in domain/ (the server
// declares its routes with them) and each type here is inferred from its schema, never written twice.

export type { AdminOverview, AuditEntry } from './admin';
export type { LoginResponse, RefreshResponse } from './auth';
export type { AnnouncementKind, AnnouncementStatus, DiscordAnnouncement } from './discord-announcements';
export type {
  Droplet,
  DropletAddress,
  DropletStatus,
  MachineSpecs,
  Region,
  SizeOption,
  Snapshot,
} from './droplets';
export type { AccessStatus, ErrorEnvelope, HealthStatus, SuccessEnvelope } from './envelope';
export type {
  GameServerCredential,
  GameServerCredentialStatus,
  IssuedGameServerCredential,
} from './game-servers';
export type { ConnectedClient, GameSession, GameSessionStatus, GameState } from './game-sessions';
export type {
  Invitation,
  InvitationKind,
  InvitationStatus,
  InviteCandidate,
  MyInvitations,
  TeamInvitations,
} from './invitations';
export type {
  FixturesSummary,
  Match,
  MatchForfeit,
  MatchResult,
  MatchStage,
  MatchStatus,
} from './matches';
export type { AppNotification, NotificationType } from './notifications';
export type { Role } from './roles';
export type { PointsRules, Season, SeasonEntry, SeasonStatus } from './seasons';
export type { DivisionStandings, StandingsRow, Tiebreaker } from './standings';
export type { Division, League, Team, TeamPlayer, TeamStatus } from './teams';
export type { AdminUser, User } from './users';
