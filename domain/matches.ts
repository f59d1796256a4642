import { GAME_SESSION_STATUSES } from './game-sessions';
import { matchCheckInSchema } from './match-check-in';
import {
  FIXTURE_FORMATS,
  FORFEIT_KINDS,
  MATCH_MACHINE_STATUSES,
  MATCH_SIDES,
  MATCH_STAGES,
  MATCH_STATUSES,
  RESULT_SOURCES,
} from './match-rules';
import { matchRatingChangesSchema } from './ratings';
import { z } from './zod';

// Matches: the league's fixtures and playoff games as the API sends them. Their rules (statuses, the
// week's window and default time) are in match-rules.ts, re-exported here.

export * from './match-rules';

/** A team or division as a match names it. */
const refSchema = z.object({ id: z.number().int(), name: z.string() });

/** One player's totals in a match played on a game server. */
export const matchPlayerStatSchema = z.object({
  userId: z.number().int(),
  displayName: z.string(),
  team: z.enum(MATCH_SIDES),
  eliminations: z.number().int(),
  deaths: z.number().int(),
  hits: z.number().int(),
  shots: z.number().int(),
  secondsPlayed: z.number().int(),
});
export type MatchPlayerStat = z.infer<typeof matchPlayerStatSchema>;

export const matchResultSchema = z.object({
  /** Rounds won by teamA. */
  teamA: z.number().int(),
  /** Rounds won by teamB. */
  teamB: z.number().int(),
  /** GET /matches/{id} of a match a game server reported: each player's totals. */
  players: z.array(matchPlayerStatSchema).optional(),
});

/**
 * The game session a match is played in, on GET /matches/{id} once one was started: its status,
 * the live score and players from its latest state report, and (for the two rosters' players and admins
 * only) how to join it; null join fields for everyone else.
 */
export const matchSessionSchema = z.object({
  id: z.number().int(),
  status: z.enum(GAME_SESSION_STATUSES),
  code: z.string().nullable(),
  slaveIp: z.string().nullable(),
  slavePort: z.number().int().nullable(),
  /** Rounds won so far, from the latest state report; null before the first. */
  score: z.object({ teamA: z.number(), teamB: z.number() }).nullable(),
  players: z.array(
    z.object({
      userId: z.number().int(),
      team: z.enum(MATCH_SIDES),
      eliminations: z.number().int(),
      deaths: z.number().int(),
      hits: z.number().int(),
      shots: z.number().int(),
    }),
  ),
  lastUpdatedAt: z.string(),
});
export type MatchSession = z.infer<typeof matchSessionSchema>;
export type MatchResult = z.infer<typeof matchResultSchema>;

/**
 * The rounds each side has won so far in a Live match, from its game session's latest state report; null
 * when the match is not Live or its session has not reported a score.
 */
export const liveScoreSchema = z.object({ teamA: z.number().int(), teamB: z.number().int() });
export type LiveScore = z.infer<typeof liveScoreSchema>;

export const matchForfeitSchema = z.object({
  kind: z.enum(FORFEIT_KINDS),
  /** The team that forfeited; null for a mutual forfeit (both lose). */
  loserTeamId: z.number().int().nullable(),
});
export type MatchForfeit = z.infer<typeof matchForfeitSchema>;

export const matchSchema = z
  .object({
    id: z.number().int(),
    seasonId: z.number().int(),
    divisionId: z.number().int(),
    week: z.number().int(),
    windowStart: z.string(),
    windowEnd: z.string(),
    defaultTime: z.string(),
    /** The default time until a proposal is accepted. */
    scheduledAt: z.string(),
    status: z.enum(MATCH_STATUSES),
    stage: z.enum(MATCH_STAGES),
    teamA: refSchema,
    teamB: refSchema,
    /** Rounds won by each team, or null (no score yet, or a forfeit). */
    result: matchResultSchema.nullable(),
    forfeit: matchForfeitSchema.nullable(),
    /** Where the result came from (a captain's report, an admin, the game server); null without one. */
    resultSource: z.enum(RESULT_SOURCES).nullable(),
    /** The team whose captain reported the result; null when an admin or the game server set it. */
    reportedBy: refSchema.nullable(),
    reportedAt: z.string().nullable(),
    /** While Reported: when the report is confirmed unless the other team disputes it first. */
    autoConfirmAt: z.string().nullable(),
    /** While Live: the rounds won so far (the session's latest state); else null. */
    liveScore: liveScoreSchema.nullable(),
    /** GET /matches/{id}: the match's game session once one was started (else null). */
    session: matchSessionSchema.nullable().optional(),
    /** GET /matches/{id}: the cloud machine made for the match when no game server was free (else null). */
    machine: z
      .object({ status: z.enum(MATCH_MACHINE_STATUSES), requestedAt: z.string() })
      .nullable()
      .optional(),
    /**
     * GET /matches/{id}: when each team checked in (null: not yet) and the check-in window of the match,
     * [opensAt, closesAt): checkInMinutes before kick-off to noShowGraceMinutes after it.
     */
    checkIn: matchCheckInSchema.optional(),
    /** GET /matches/{id} only: the rating changes the match made, when it made any. */
    ratingChanges: matchRatingChangesSchema.optional(),
  })
  .meta({ id: 'Match' });
export type Match = z.infer<typeof matchSchema>;

/**
 * What a fixtures step wrote: the season, the matches written in all, and per division (top tier first) the
 * division with what the step says of it.
 */
function fixturesStepSchema<Shape extends z.ZodRawShape>(division: Shape) {
  return z.object({
    seasonId: z.number().int(),
    matches: z.number().int(),
    divisions: z.array(z.object({ division: refSchema, ...division })),
  });
}

/** What POST /seasons/{id}/fixtures made; earlier fixtures without results are replaced. */
export const fixturesSummarySchema = fixturesStepSchema({
  teams: z.number().int(),
  /** Null when the division has fewer than two teams: nothing to play. */
  format: z.enum(FIXTURE_FORMATS).nullable(),
  /** Weeks paired now: every week of a round robin, week 1 of Swiss (later weeks as weeks end). */
  weeks: z.number().int(),
  matches: z.number().int(),
}).meta({ id: 'FixturesSummary' });
export type FixturesSummary = z.infer<typeof fixturesSummarySchema>;

/** What POST /seasons/{id}/fixtures/next-week paired: the next Swiss week of each division that was ready. */
export const nextWeekSummarySchema = fixturesStepSchema({
  /** The week just paired. */
  week: z.number().int(),
  matches: z.number().int(),
  /** The team sitting this week out (odd team counts), or null. */
  bye: refSchema.nullable(),
}).meta({ id: 'NextWeekSummary' });
export type NextWeekSummary = z.infer<typeof nextWeekSummarySchema>;
