import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, serialId, writtenAt } from './columns';
import { users } from './users';

// Per-game-server credentials: each one lets exactly one clientId through the gateway. Admins
// issue them for game servers run elsewhere; Server management issues one for every machine it creates.

export const GAME_SERVER_CREDENTIAL_SOURCES = ['admin', 'droplet'] as const;
export type GameServerCredentialSource = (typeof GAME_SERVER_CREDENTIAL_SOURCES)[number];

export const gameServerCredentials = pgTable(
  'game_server_credentials',
  {
    id: serialId(),
    /** The one clientId it authenticates; null while a droplet's create is under way (it lets nobody in). */
    clientId: text(),
    /** SHA-256 of the whole secret, hex; the secret itself is shown once and never stored. */
    secretHash: text().notNull(),
    label: text(),
    source: text({ enum: GAME_SERVER_CREDENTIAL_SOURCES }).notNull(),
    /** The Server management machine it was made for. */
    dropletId: integer(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: writtenAt(),
    lastUsedAt: instant(),
    revokedAt: instant(),
  },
  (table) => [
    index('game_server_credentials_client_idx').on(table.clientId),
    index('game_server_credentials_droplet_idx').on(table.dropletId),
    check('game_server_credentials_source_check', sql`${table.source} in ('admin', 'droplet')`),
  ],
);
