import type { SeasonStatus } from './seasons';

// The rules of matches (statuses, sides, stages, windows and the week's default time), apart from the
// schemas of matches.ts, so a page that only reads a match's status loads no zod.

/**
 * Where a match's result stands. Scheduling (proposals) never changes it: only scheduledAt moves.
 * - Scheduled: no result yet.
 * - Live: being played: its game session reported play at or after kick-off; no result yet.
 * - Reported: one captain reported a score or a forfeit; the other confirms or disputes (confirmed
 *   automatically 24 h after the report).
 * - Disputed: the other captain disputed the report; an admin decides (Confirmed or Voided).
 * - Confirmed: the result counts in the standings (also an admin's result, set at any time).
 * - Voided: an admin voided the match; it never counts.
 */
export const MATCH_STATUSES = ['Scheduled', 'Live', 'Reported', 'Disputed', 'Confirmed', 'Voided'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/**
 * The statuses in which a match awaits its result: not played yet, or being played. A captain's report, a
 * game server's result and the scheduling sweeps treat both alike.
 */
export const AWAITING_RESULT_STATUSES: readonly MatchStatus[] = ['Scheduled', 'Live'];

/** Whether the match has no result yet (Scheduled or Live). */
export function awaitsResult(status: MatchStatus): boolean {
  return status === 'Scheduled' || status === 'Live';
}

/** The statuses a standings table counts. */
export const COUNTED_MATCH_STATUSES: readonly MatchStatus[] = ['Confirmed'];

/** A match whose result is final: the next Swiss week is paired once every match of a week is settled. */
export const SETTLED_MATCH_STATUSES: readonly MatchStatus[] = ['Confirmed', 'Voided'];

/** The two sides of a match: team A and team B, as the game server reports players. */
export const MATCH_SIDES = ['A', 'B'] as const;
export type MatchSide = (typeof MATCH_SIDES)[number];

export const MATCH_STAGES = ['league', 'playoff'] as const;
export type MatchStage = (typeof MATCH_STAGES)[number];

/**
 * Whether a match of this stage may end without a winner: a draw (equal rounds) or a mutual forfeit.
 * League matches may (the standings give both teams draw or forfeit points); a playoff match needs a
 * winner to move on in its bracket, so a result without one is refused
 * (`resources.matches.playoffNeedsWinner`).
 */
export function isDrawAllowed(stage: MatchStage): boolean {
  return stage === 'league';
}

/**
 * How many rounds a match on our game servers is played over: the first team to win a majority
 * wins. A league match is a best of 12, so 6-6 is a draw (as captains may report); a playoff match is a
 * best of 13, which never ends level. The game server is told this with the match and its result is held
 * to it (roundsProblem).
 */
export const MATCH_BEST_OF: Record<MatchStage, number> = { league: 12, playoff: 13 };

/** Either captain (or an admin) may start a match's game server from this long before its time. */
export const MATCH_SERVER_START_WINDOW_MS = 60 * 60 * 1000;
/** The league starts the match server by itself this long before the match. */
export const MATCH_SERVER_AUTO_START_MS = 10 * 60 * 1000;

/**
 * A cloud machine made for a match when no game server was free: being created at the provider,
 * booting until its game server connects, hosting the match, deleted after it, or failed (it did not
 * start, or its game server never connected).
 */
export const MATCH_MACHINE_STATUSES = ['creating', 'booting', 'hosting', 'deleted', 'failed'] as const;
export type MatchMachineStatus = (typeof MATCH_MACHINE_STATUSES)[number];
/** How long a match machine may boot before its game server connects; then it is given up and deleted. */
export const MATCH_MACHINE_BOOT_TIMEOUT_MS = 15 * 60 * 1000;

/** The rounds a team needs to win a best of `bestOf`. */
export const roundsToWin = (bestOf: number) => Math.floor(bestOf / 2) + 1;

/**
 * Why these rounds cannot be the end of a best of `bestOf`, or null when they can: one team won exactly the
 * rounds needed and the other fewer, or (only when the stage allows a draw and bestOf is even) both won half.
 */
export function roundsProblem(
  stage: MatchStage,
  bestOf: number,
  teamA: number,
  teamB: number,
): 'noDraw' | 'rounds' | null {
  const needed = roundsToWin(bestOf);
  if (teamA === teamB) {
    if (!isDrawAllowed(stage)) return 'noDraw';
    return bestOf % 2 === 0 && teamA === bestOf / 2 ? null : 'rounds';
  }
  return Math.max(teamA, teamB) === needed ? null : 'rounds';
}

export const FORFEIT_KINDS = ['noShow', 'technical', 'mutual'] as const;
export type ForfeitKind = (typeof FORFEIT_KINDS)[number];

/**
 * A captain's proposed time for a match. One proposal is Open at a time: the other team accepts it,
 * declines it or counters it with a time of its own (the counter is the new Open proposal).
 * An Open proposal Expires at its expiresAt; when none is accepted by the match's scheduling deadline,
 * the default time stands.
 */
export const PROPOSAL_STATUSES = [
  'Open',
  'Accepted',
  'Declined',
  'Countered',
  'Expired',
  'Withdrawn',
] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** Who put a result on the match: a captain, an admin, or the game server that hosted it. */
export const RESULT_SOURCES = ['captain', 'admin', 'gameServer'] as const;
export type ResultSource = (typeof RESULT_SOURCES)[number];

/** A dispute is Open until an admin decides it: the result they set (Decided) or the match Voided. */
export const DISPUTE_STATUSES = ['Open', 'Decided', 'Voided'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Each step kept in a match's history (GET /matches/{id}/history); each notifies the other team. */
export const MATCH_EVENT_KINDS = [
  'timeProposed',
  'timeAccepted',
  'timeDeclined',
  'timeCountered',
  'proposalExpired',
  'defaultTimeStands',
  'resultReported',
  'resultConfirmed',
  'resultAutoConfirmed',
  'resultDisputed',
  'disputeDecided',
  'resultSetByAdmin',
  'matchVoided',
  'forfeitedByDisbanding',
  'resultReportedByServer',
  'matchStarted',
  // Check-in (decision 0027): a team's captain checked in; the league forfeited a team that did not (or
  // both, a mutual no-show); a playoff match neither team checked in for was left to the admins.
  'checkedIn',
  'noShowForfeit',
  'noShowLeftToAdmins',
  // A game server hosting the match redeemed a player's personal join code: the player joined their side.
  'playerJoined',
] as const;
export type MatchEventKind = (typeof MATCH_EVENT_KINDS)[number];

/** How a division's fixtures are made: a round robin when it fits the season's weeks, else Swiss. */
export const FIXTURE_FORMATS = ['roundRobin', 'swiss'] as const;
export type FixtureFormat = (typeof FIXTURE_FORMATS)[number];

/** Fixtures are generated during Registration (every team placed) or while the season is Live. */
export function areFixturesOpen(status: SeasonStatus): boolean {
  return status === 'Registration' || status === 'Live';
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;
/** The default time: this many days into the week's window, at this hour (UTC). */
export const DEFAULT_TIME_RULE = { daysIn: 3, hourUtc: 19 } as const;

export interface WeekWindow {
  start: Date;
  end: Date;
  /** When the match is played unless the captains agree on another time. */
  defaultTime: Date;
}

/**
 * Week n (1-based) of a season runs from startsAt + (n - 1) x 7 days for 7 days; its default time is
 * 3 days into the window at 19:00 UTC, always inside the window.
 */
export function weekWindow(startsAt: Date, week: number): WeekWindow {
  const start = new Date(startsAt.getTime() + (week - 1) * WEEK_MS);
  const end = new Date(start.getTime() + WEEK_MS);
  const defaultTime = new Date(start.getTime() + DEFAULT_TIME_RULE.daysIn * DAY_MS);
  defaultTime.setUTCHours(DEFAULT_TIME_RULE.hourUtc, 0, 0, 0);
  return { start, end, defaultTime };
}

const HOUR_MS = 60 * 60 * 1000;

/** An Open proposal lapses after this long, or at its proposed time if that comes first. */
export const PROPOSAL_LIFETIME_MS = 48 * HOUR_MS;
/** Proposals close this long before the default time: after that, the default time stands. */
export const SCHEDULING_DEADLINE_BEFORE_DEFAULT_MS = 24 * HOUR_MS;

/** When no proposal can be made or accepted any more, so the default time stands. */
export function schedulingDeadline(defaultTime: Date): Date {
  return new Date(defaultTime.getTime() - SCHEDULING_DEADLINE_BEFORE_DEFAULT_MS);
}

/** When an Open proposal made at `madeAt` for `time` lapses. */
export function proposalExpiry(madeAt: Date, time: Date, deadline: Date): Date {
  return new Date(Math.min(madeAt.getTime() + PROPOSAL_LIFETIME_MS, time.getTime(), deadline.getTime()));
}

/** A report nobody confirmed or disputed is confirmed automatically this long after it was made. */
export const AUTO_CONFIRM_AFTER_MS = 24 * HOUR_MS;
