import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, serialId, writtenAt } from './columns';
import { ownedByUser } from './users';

// Cloud servers: the simulated provider's droplets, and the game session a new droplet's game
// server should host once it connects (for either provider).

export const droplets = pgTable('droplets', {
  id: serialId(),
  name: text().notNull(),
  region: text().notNull(),
  sizeSlug: text().notNull(),
  /** A snapshot id or a distribution slug, as text. */
  image: text().notNull(),
  tags: text().array().notNull(),
  publicIp: text().notNull(),
  privateIp: text().notNull(),
  /** The clientId of the droplet's simulated game server; null when it runs none. */
  gameServerClientId: text(),
  /**
   * The cloud-init script it was created with, kept as DigitalOcean keeps a droplet's user data: its game
   * server presents the machine's own credential from it. Null for droplets made before it was kept.
   */
  userData: text(),
  createdAt: writtenAt(),
});

export const dropletGameSessions = pgTable('droplet_game_sessions', {
  dropletId: integer().primaryKey(),
  /** The clientId the droplet's game server announces in its hello. */
  clientId: text().notNull().unique(),
  code: text().notNull(),
  isPublic: boolean().notNull(),
  mode: text().notNull(),
  createdBy: ownedByUser(),
  /** Set while (or once) the session is being created on the connected game server. */
  claimedAt: instant(),
  /** The game session created on it; null until then. */
  sessionId: integer(),
  createdAt: writtenAt(),
});
