import type { MatchReminderKind } from '@domain/match-check-in';
import type { NotificationType } from '@domain/notifications';
import type { Db } from '@server/db/client';
import type { Announcer } from '../discord-announcements/announcer';
import type { LeagueEvent } from '../discord-announcements/events';
import { claimReminder, dueReminderMatches, notifyRosters } from './repository';

// The reminders before a match, for Scheduled matches of a season being played: "check-in is open" while
// the check-in window is open, and "starts in one hour" from an hour before kick-off until kick-off. Each
// is sent once per match, on one instance: the reminder's row (match_reminders, keyed by match and kind)
// is inserted in the transaction that queues its Discord announcement and notifies both rosters, and the
// one insert that lands sends it. A reminder whose moment passed (the server was down through it) is not
// sent late: once check-in closed, or once the match started, it would mislead.

/** Matches per kind and run; the next run takes the rest. */
const BATCH = 100;

const ANNOUNCED: Record<MatchReminderKind, LeagueEvent['kind'] & ('checkInOpened' | 'matchStartsSoon')> = {
  checkInOpen: 'checkInOpened',
  startsSoon: 'matchStartsSoon',
};
const NOTIFIED: Record<MatchReminderKind, NotificationType> = {
  checkInOpen: 'match_check_in_open',
  startsSoon: 'match_starts_soon',
};

export interface ReminderDeps {
  db: Db;
  announcer: Announcer;
}

/** One run at `now`: sends every due reminder not sent yet; the number sent. */
export async function sendMatchReminders(deps: ReminderDeps, now: Date): Promise<number> {
  let sent = 0;
  for (const kind of ['checkInOpen', 'startsSoon'] as const) {
    for (const match of await dueReminderMatches(deps.db, kind, now, BATCH)) {
      const claimed = await deps.db.transaction(async (tx) => {
        if (!(await claimReminder(tx, match.id, kind, now))) return false;
        await deps.announcer.announce(tx, { kind: ANNOUNCED[kind], matchId: match.id });
        await notifyRosters(tx, match, { teamA: NOTIFIED[kind], teamB: NOTIFIED[kind] });
        return true;
      });
      if (claimed) sent += 1;
    }
  }
  return sent;
}
