import { z } from './zod';

// A division's standings as the API sends them, and the tiebreakers a season can order.

export const TIEBREAKERS = ['points', 'headToHead', 'roundDifference', 'roundsFor', 'rating'] as const;
export type Tiebreaker = (typeof TIEBREAKERS)[number];
export const tiebreakerSchema = z.enum(TIEBREAKERS);
/** A season's tiebreakers unless its admin orders them otherwise. */
export const DEFAULT_TIEBREAKERS: readonly Tiebreaker[] = TIEBREAKERS;

export const standingsRowSchema = z
  .object({
    team: z.object({
      id: z.number().int(),
      name: z.string(),
      /** true when the team has disbanded (it forfeited its remaining matches); absent otherwise. */
      disbanded: z.literal(true).optional(),
    }),
    played: z.number().int(),
    won: z.number().int(),
    drawn: z.number().int(),
    lost: z.number().int(),
    roundsFor: z.number().int(),
    roundsAgainst: z.number().int(),
    roundDifference: z.number().int(),
    points: z.number().int(),
    /** 1-based; teams that no tiebreaker separates share a rank (1, 2, 2, 4). */
    rank: z.number().int().min(1),
  })
  .meta({ id: 'StandingsRow' });
export type StandingsRow = z.infer<typeof standingsRowSchema>;

/** GET /seasons/{id}/standings answers a list of these: every division, top tier first, or the one asked for. */
export const divisionStandingsSchema = z
  .object({
    division: z.object({ id: z.number().int(), name: z.string() }),
    /** Every team entered in the division, also with nothing played, in rank order. */
    rows: z.array(standingsRowSchema),
  })
  .meta({ id: 'DivisionStandings' });
export type DivisionStandings = z.infer<typeof divisionStandingsSchema>;
