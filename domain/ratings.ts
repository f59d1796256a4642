import { z } from './zod';

// Openskill ratings of teams and players (docs/decisions/0017-ratings.md) as the API sends them.

/** openskill's defaults: every team and player starts here. */
export const RATING_DEFAULT_MU = 25;
export const RATING_DEFAULT_SIGMA = 25 / 3;
/** A rating stays provisional until this many rated matches. */
export const PROVISIONAL_MATCHES = 5;

/** What the league ranks by: mu - 3 sigma, a rating the player is 99.7 % likely to be above. */
export function ordinalOf(rating: { mu: number; sigma: number }): number {
  return rating.mu - 3 * rating.sigma;
}

export const ratingSchema = z
  .object({
    mu: z.number(),
    sigma: z.number(),
    ordinal: z.number(),
    /** Fewer than PROVISIONAL_MATCHES rated matches. */
    provisional: z.boolean(),
  })
  .meta({ id: 'Rating' });
export type Rating = z.infer<typeof ratingSchema>;

const ratingValuesSchema = z.object({ mu: z.number(), sigma: z.number(), ordinal: z.number() });

/** One match's change to a team's or a player's rating. */
export const ratingChangeSchema = z
  .object({
    before: ratingValuesSchema,
    after: ratingValuesSchema,
  })
  .meta({ id: 'RatingChange' });
export type RatingChange = z.infer<typeof ratingChangeSchema>;

/** GET /matches/{id}: the rating changes the match made; null when it made none. */
export const matchRatingChangesSchema = z
  .object({
    teams: z.array(ratingChangeSchema.extend({ team: z.object({ id: z.number().int(), name: z.string() }) })),
    players: z.array(
      ratingChangeSchema.extend({
        player: z.object({ id: z.number().int(), displayName: z.string() }),
        teamId: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'MatchRatingChanges' });
export type MatchRatingChanges = z.infer<typeof matchRatingChangesSchema>;

/** A point of a rating chart: the ordinal after a rated match. */
export const ratingHistoryPointSchema = z
  .object({ matchId: z.number().int(), date: z.string(), ordinal: z.number() })
  .meta({ id: 'RatingHistoryPoint' });
export type RatingHistoryPoint = z.infer<typeof ratingHistoryPointSchema>;

export const MATCH_OUTCOMES = ['win', 'loss', 'draw'] as const;
export type MatchOutcome = (typeof MATCH_OUTCOMES)[number];

export const recentMatchSchema = z
  .object({
    matchId: z.number().int(),
    date: z.string(),
    opponent: z.object({ id: z.number().int(), name: z.string() }),
    /** Rounds won by the team (the player's team), then by the opponent; null for a forfeit. */
    roundsFor: z.number().int().nullable(),
    roundsAgainst: z.number().int().nullable(),
    outcome: z.enum(MATCH_OUTCOMES),
  })
  .meta({ id: 'RecentMatch' });
export type RecentMatch = z.infer<typeof recentMatchSchema>;

/** How many recent matches a stats page lists. */
export const RECENT_MATCHES = 5;

/** GET /users/{id}/stats and GET /teams/{id}/stats: Confirmed matches only (forfeits count as won or lost). */
export const performanceStatsSchema = z
  .object({
    /** The player's display name or the team's name. */
    name: z.string(),
    matches: z.number().int(),
    wins: z.number().int(),
    losses: z.number().int(),
    draws: z.number().int(),
    /** Totals the game server reported; 0 where it reported none (captain-reported results). */
    eliminations: z.number().int(),
    deaths: z.number().int(),
    hits: z.number().int(),
    shots: z.number().int(),
    rating: ratingSchema,
    /** Oldest first. */
    ratingHistory: z.array(ratingHistoryPointSchema),
    /** Newest first. */
    recentMatches: z.array(recentMatchSchema),
  })
  .meta({ id: 'PerformanceStats' });
export type PerformanceStats = z.infer<typeof performanceStatsSchema>;

export const teamLeaderboardRowSchema = z
  .object({
    /** The team's id: a list row's key. */
    id: z.number().int(),
    rank: z.number().int().min(1),
    name: z.string(),
    rating: ratingSchema,
    ratedMatches: z.number().int(),
  })
  .meta({ id: 'TeamLeaderboardRow' });
export type TeamLeaderboardRow = z.infer<typeof teamLeaderboardRowSchema>;

export const playerLeaderboardRowSchema = z
  .object({
    /** The player's user id: a list row's key. */
    id: z.number().int(),
    rank: z.number().int().min(1),
    displayName: z.string(),
    rating: ratingSchema,
    ratedMatches: z.number().int(),
  })
  .meta({ id: 'PlayerLeaderboardRow' });
export type PlayerLeaderboardRow = z.infer<typeof playerLeaderboardRowSchema>;
