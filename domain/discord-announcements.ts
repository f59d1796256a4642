// League announcements posted to a Discord channel through its webhook (DISCORD_WEBHOOK_URL), each kept in a
// durable queue until Discord takes it.

/** What an announcement reports. */
export const ANNOUNCEMENT_KINDS = [
  'matchScheduled',
  'resultConfirmed',
  'disputeOpened',
  'seasonStatusChanged',
] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

/** queued: waiting for its (next) attempt; sent: Discord took it; failed: given up, kept with its error. */
export const ANNOUNCEMENT_STATUSES = ['queued', 'sent', 'failed'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];
