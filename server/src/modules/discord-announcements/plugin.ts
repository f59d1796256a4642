import type { Config } from '@server/config';
import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { createAnnouncer } from './announcer';
import { discordAnnouncementsRoutes } from './routes';
import type { SenderSettings } from './sender';
import { type SenderLoop, type SenderTimings, startSenderLoop } from './sender-loop';
import { type AnnouncementService, createAnnouncementService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues league announcements for the Discord webhook (DISCORD_WEBHOOK_URL), in the event's transaction. */
    announcements: AnnouncementService;
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
      createAnnouncementService(
        app.db,
        createAnnouncer({ enabled: Boolean(webhookUrl), clock: app.clock, onQueued: () => loop?.wake() }),
      ),
    );
    await app.register(discordAnnouncementsRoutes, { prefix: API_PREFIX });
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
  { name: 'discord-announcements', dependencies: ['auth', 'seasons'] },
);
