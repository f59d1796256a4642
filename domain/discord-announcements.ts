import { z } from './zod';

// League announcements posted to a Discord channel through its webhook (DISCORD_WEBHOOK_URL), each kept in a
// durable queue until Discord takes it.

/** What an announcement reports. */
export const ANNOUNCEMENT_KINDS = [
  'matchScheduled',
  'resultConfirmed',
  'disputeOpened',
  'seasonStatusChanged',
  'checkInOpened',
  'matchStartsSoon',
  'noShowForfeit',
] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

/** queued: waiting for its (next) attempt; sent: Discord took it; failed: given up, kept with its error. */
export const ANNOUNCEMENT_STATUSES = ['queued', 'sent', 'failed'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/** A Discord embed as the webhook takes it (https://discord.com/developers/docs/resources/message#embed-object). */
export const discordEmbedSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  /** 0xRRGGBB. */
  color: z.number().int().optional(),
  /** ISO 8601: when the event happened. */
  timestamp: z.string().optional(),
  fields: z
    .array(z.object({ name: z.string(), value: z.string(), inline: z.boolean().optional() }))
    .optional(),
});
export type DiscordEmbed = z.infer<typeof discordEmbedSchema>;

/** An announcement as the admins' list shows it: what it says, where it stands, and Discord's last refusal. */
export const discordAnnouncementSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(ANNOUNCEMENT_KINDS),
    status: z.enum(ANNOUNCEMENT_STATUSES),
    /** The Discord embed as it is posted (cut to Discord's limits). */
    embed: discordEmbedSchema,
    /** Posts Discord did not take (rate limits excluded), plus the one it took. */
    attempts: z.number().int(),
    /** When a queued announcement is posted next. */
    nextAttemptAt: z.string(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: 'DiscordAnnouncement' });
export type DiscordAnnouncement = z.infer<typeof discordAnnouncementSchema>;
