import { BRACKET_SIDES } from './constants';
import { liveScoreSchema, MATCH_STATUSES, matchForfeitSchema, matchResultSchema } from './matches';
import { PLAYOFF_FORMATS } from './seasons';
import { z } from './zod';

// Playoff brackets: GET /seasons/{id}/playoffs gives each division's bracket in one answer,
// everything the bracket view draws: the seeds, every bracket match with where its two teams come
// from, and the match played there once both teams are known.

export type BracketSide = (typeof BRACKET_SIDES)[number];

export const SLOT_SOURCES = ['seed', 'winnerOf', 'loserOf'] as const;
export type SlotSourceKind = (typeof SLOT_SOURCES)[number];

const teamRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const bracketSlotSchema = z.object({
  /** The team in this slot; null while the match it comes from has no confirmed result. */
  team: teamRefSchema.nullable(),
  source: z.enum(SLOT_SOURCES),
  /** The seed number (source 'seed'), or the key of the match whose winner or loser comes here. */
  ref: z.union([z.number().int(), z.string()]),
});
export type BracketSlot = z.infer<typeof bracketSlotSchema>;

export const bracketMatchSchema = z.object({
  /** `<side>-<round>-<position>`: the match's place in the bracket (matches.bracket_key). */
  key: z.string(),
  side: z.enum(BRACKET_SIDES),
  /** Round within its side, from 1. */
  round: z.number().int(),
  /** Position within the round, from 1, as in the full bracket (a bye leaves a gap). */
  position: z.number().int(),
  /** Slot 1 is the match's teamA, slot 2 its teamB. */
  slots: z.tuple([bracketSlotSchema, bracketSlotSchema]),
  /** The grand-final reset: played only when the lower-bracket team (slot 2) wins this match's key. */
  onlyIfLowerBracketWins: z.string().nullable(),
  /** The match once both teams are known; null before. */
  match: z
    .object({
      id: z.number().int(),
      status: z.enum(MATCH_STATUSES),
      scheduledAt: z.string(),
      result: matchResultSchema.nullable(),
      forfeit: matchForfeitSchema.nullable(),
      /** While Live: the rounds won so far; else null. */
      liveScore: liveScoreSchema.nullable(),
    })
    .nullable(),
});
export type BracketMatchView = z.infer<typeof bracketMatchSchema>;

export const divisionPlayoffsSchema = z
  .object({
    division: teamRefSchema,
    format: z.enum(PLAYOFF_FORMATS),
    /** Seed 1 is the division's best team in the final standings. */
    seeds: z.array(z.object({ seed: z.number().int(), team: teamRefSchema })),
    /** In the order they can be played. */
    matches: z.array(bracketMatchSchema),
    /** The bracket's winner once its last match is confirmed, else null. */
    champion: teamRefSchema.nullable(),
  })
  .meta({ id: 'DivisionPlayoffs' });
export type DivisionPlayoffs = z.infer<typeof divisionPlayoffsSchema>;
