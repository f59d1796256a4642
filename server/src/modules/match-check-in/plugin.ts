import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../periodic-job';
import { checkInDetail } from './check-in';
import { sweepNoShows } from './no-shows';
import { sendMatchReminders } from './reminders';
import { matchCheckInRoutes } from './routes';

// Check-in before a match (decision 0027): the captains' check-in, the match's checkIn on GET /matches/{id},
// the no-show forfeits (a step of the scheduling sweep) and the reminders before the match.

/** How often due reminders are sent. */
export const REMINDER_INTERVAL_MS = 60_000;

export const matchCheckInPlugin = fp(
  async (app: App) => {
    const deps = { db: app.db, clock: app.clock, announcer: app.announcements, results: app.matchResults };
    app.matches.extendDetail((match) => checkInDetail(app.db, match));
    await app.register(matchCheckInRoutes(deps), { prefix: API_PREFIX });
    // Other instances sweep and remind safely alongside (no-shows.ts, reminders.ts).
    app.matchScheduling.duringSweep((now) => sweepNoShows(deps, now));
    runPeriodically(app, 'match reminders', REMINDER_INTERVAL_MS, () =>
      sendMatchReminders(deps, app.clock.now()),
    );
  },
  {
    name: 'match-check-in',
    dependencies: ['auth', 'matches', 'match-scheduling', 'match-results', 'discord-announcements'],
  },
);
