import type { Clock } from '@server/clock';
import type { Queryable } from '@server/db/client';
import { composeAnnouncement } from './compose';
import { fitEmbed } from './embed-limits';
import type { LeagueEvent } from './events';
import { enqueueAnnouncement } from './repository';

export interface Announcer {
  /**
   * Queues the event's announcement inside the caller's transaction: it is sent only if that commits, and
   * then never lost. Does nothing when no webhook is configured.
   */
  announce(tx: Queryable, event: LeagueEvent): Promise<void>;
}

export function createAnnouncer(deps: { enabled: boolean; clock: Clock; onQueued: () => void }): Announcer {
  return {
    async announce(tx, event) {
      if (!deps.enabled) return;
      const now = deps.clock.now();
      const embed = await composeAnnouncement(tx, event, now);
      if (!embed) return;
      await enqueueAnnouncement(tx, event.kind, fitEmbed(embed), now);
      deps.onQueued();
    },
  };
}
