import { z } from './zod';

// Check-in before a match (decision 0027): a captain or co-captain of each team says the team is there.
// Check-in opens the season's checkInMinutes before kick-off (the match's scheduledAt) and stays open until
// noShowGraceMinutes after it, the no-show deadline (as FACEIT and ESEA do): a team not checked in by
// then forfeits, and the league announces and reminds (check-in open, one hour before kick-off).

const MINUTE_MS = 60 * 1000;

export interface CheckInWindow {
  opensAt: Date;
  /** The no-show deadline: check-in is open until just before it. */
  closesAt: Date;
}

/** [scheduledAt - checkInMinutes, scheduledAt + noShowGraceMinutes). */
export function checkInWindow(
  scheduledAt: Date,
  season: { checkInMinutes: number; noShowGraceMinutes: number },
): CheckInWindow {
  return {
    opensAt: new Date(scheduledAt.getTime() - season.checkInMinutes * MINUTE_MS),
    closesAt: new Date(scheduledAt.getTime() + season.noShowGraceMinutes * MINUTE_MS),
  };
}

export function isCheckInOpen(window: CheckInWindow, now: Date): boolean {
  return now.getTime() >= window.opensAt.getTime() && now.getTime() < window.closesAt.getTime();
}

/**
 * The no-show rule decides a match within this long after its deadline. A match whose deadline passed
 * longer ago while the rule did not run (the server was down, the season went Live after it, or the rule
 * did not exist yet) is left to the captains' reports and the admins, as before: forfeiting it days later,
 * without anyone having had the chance to check in, would mislead.
 */
export const NO_SHOW_HORIZON_MS = 24 * 60 * MINUTE_MS;

/** The one-hour reminder goes this long before kick-off. */
export const MATCH_SOON_REMINDER_MS = 60 * MINUTE_MS;

/**
 * The reminders each match gets at most once: check-in opened (sent while the window is open), and the
 * match starting within the hour (sent before kick-off only: once the match started it would mislead).
 */
export const MATCH_REMINDER_KINDS = ['checkInOpen', 'startsSoon'] as const;
export type MatchReminderKind = (typeof MATCH_REMINDER_KINDS)[number];

/** GET /matches/{id}'s checkIn, as the web app reads it. */
export const matchCheckInSchema = z.object({
  teamA: z.string().nullable(),
  teamB: z.string().nullable(),
  opensAt: z.string(),
  closesAt: z.string(),
});
export type MatchCheckIn = z.infer<typeof matchCheckInSchema>;
