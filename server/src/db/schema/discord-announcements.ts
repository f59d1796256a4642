import { index, integer, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import {
  ANNOUNCEMENT_KINDS,
  ANNOUNCEMENT_STATUSES,
  type DiscordEmbed,
} from '../../../../domain/discord-announcements';
import { instant, serialId, writtenAt } from './columns';

export const announcementKind = pgEnum('announcement_kind', ANNOUNCEMENT_KINDS);
export const announcementStatus = pgEnum('announcement_status', ANNOUNCEMENT_STATUSES);

/**
 * The Discord announcements queue: written in the transaction of the event it reports (a rolled-back
 * action announces nothing), sent by the sender job. A row being sent is leased by pushing its
 * next_attempt_at ahead, so another instance does not take it meanwhile.
 */
export const discordAnnouncements = pgTable(
  'discord_announcements',
  {
    id: serialId(),
    kind: announcementKind().notNull(),
    embed: jsonb().$type<DiscordEmbed>().notNull(),
    status: announcementStatus().notNull().default('queued'),
    /** Posts that Discord did not take (rate-limit answers excluded), and the one that it took. */
    attempts: integer().notNull().default(0),
    nextAttemptAt: writtenAt(),
    lastError: text(),
    createdAt: writtenAt(),
    sentAt: instant(),
  },
  // The sender's question: the queued rows that are due, oldest first.
  (table) => [index('discord_announcements_due_idx').on(table.status, table.nextAttemptAt)],
);
