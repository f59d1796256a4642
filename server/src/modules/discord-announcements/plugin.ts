import type { Config } from '@server/config';
import type { App } from '@server/http/types';
import fp from 'fastify-plugin';
import { type Announcer, createAnnouncer } from './announcer';
import type { SenderSettings } from './sender';
import { type SenderLoop, type SenderTimings, startSenderLoop } from './sender-loop';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues league announcements for the Discord webhook (DISCORD_WEBHOOK_URL), in the event's transaction. */
    announcements: Announcer;
  }
}

export interface DiscordAnnouncementsOptions {
  config: Config;
  /** The sender's pacing (tests shorten it). */
  sender?: { timings?: SenderTimings; settings?: Partial<SenderSettings> };
}

export const discordAnnouncementsPlugin = fp<DiscordAnnouncementsOptions>(
  async (app: App, { config, sender }) => {
    const webhookUrl = config.discord.webhookUrl;
    let loop: SenderLoop | undefined;
    app.decorate(
      'announcements',
      createAnnouncer({ enabled: Boolean(webhookUrl), clock: app.clock, onQueued: () => loop?.wake() }),
    );
    app.seasons.onSeasonMoved(async (tx, season, to) => {
      if (to !== 'Setup') {
        await app.announcements.announce(tx, {
          kind: 'seasonStatusChanged',
          seasonId: season.id,
          to,
        });
      }
      return undefined;
    });
    if (webhookUrl) {
      loop = startSenderLoop(
        app,
        { db: app.db, clock: app.clock, webhookUrl, log: app.log, settings: sender?.settings },
        sender?.timings,
      );
    }
  },
  { name: 'discord-announcements', dependencies: ['seasons'] },
);
