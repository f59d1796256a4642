import { translate } from './i18n';
import { DISPUTE_STATUSES, FORFEIT_KINDS, MATCH_BEST_OF, type MatchStage, roundsProblem } from './matches';
import { z } from './zod';

// Results of a match: a captain reports the rounds each team won (or a forfeit), the other
// captain confirms or disputes, an admin decides disputes and may set, correct or void any result.

// How long a report waits for the other captain (AUTO_CONFIRM_AFTER_MS) is a plain rule of match-rules.ts.

/** More rounds than any paintball match plays: a typo, not a score. */
export const ROUNDS_MAX = 99;
export const DISPUTE_NOTE_MAX = 1000;
export const DISPUTE_EVIDENCE_MAX = 5;
export const EVIDENCE_URL_MAX = 500;

const roundsSchema = z
  .number(translate('resources.matches.roundsInvalid', { max: ROUNDS_MAX }))
  .int(translate('resources.matches.roundsInvalid', { max: ROUNDS_MAX }))
  .min(0, translate('resources.matches.roundsInvalid', { max: ROUNDS_MAX }))
  .max(ROUNDS_MAX, translate('resources.matches.roundsInvalid', { max: ROUNDS_MAX }));

/** The rule a score must follow to finish a match of this stage, as its message says it. */
export function bestOfRule(stage: MatchStage): string {
  return translate(`app.match.report.bestOf.${stage}`);
}

/**
 * Why these rounds cannot be the final score of a match of this stage (the rule itself), or null when
 * they can: the same rule for a captain's report, its confirmation, an admin's decision, a game server's
 * result and the forms that send them.
 */
export function scoreProblem(stage: MatchStage, teamA: number, teamB: number): string | null {
  return roundsProblem(stage, MATCH_BEST_OF[stage], teamA, teamB) ? bestOfRule(stage) : null;
}

export const scorePayloadSchema = z.object({ teamA: roundsSchema, teamB: roundsSchema }).strict();

export const forfeitPayloadSchema = z
  .object({
    forfeit: z.object({
      kind: z.enum(FORFEIT_KINDS, translate('resources.matches.forfeitKindInvalid')),
      /** The team that forfeited; left out (or null) for a mutual forfeit. */
      loserTeamId: z.number().int().nullable().optional(),
    }),
  })
  .strict();

/** POST /matches/{id}/result: the rounds each team won, or a forfeit. */
export const resultPayloadSchema = z.union([scorePayloadSchema, forfeitPayloadSchema], {
  error: translate('resources.matches.resultInvalid'),
});
export type ResultPayload = z.infer<typeof resultPayloadSchema>;

const evidenceUrlSchema = z
  .url({ protocol: /^https?$/, message: translate('resources.matches.evidenceUrlInvalid') })
  .max(EVIDENCE_URL_MAX, translate('resources.matches.evidenceUrlInvalid'));

/** POST /matches/{id}/result/dispute: why, and links to recordings or screenshots. */
export const disputePayloadSchema = z.object({
  note: z
    .string(translate('resources.matches.disputeNoteRequired'))
    .trim()
    .min(1, translate('resources.matches.disputeNoteRequired'))
    .max(DISPUTE_NOTE_MAX, translate('resources.matches.disputeNoteTooLong', { max: DISPUTE_NOTE_MAX })),
  evidenceUrls: z
    .array(evidenceUrlSchema)
    .max(DISPUTE_EVIDENCE_MAX, translate('resources.matches.evidenceTooMany', { max: DISPUTE_EVIDENCE_MAX }))
    .default([]),
});
export type DisputePayload = z.input<typeof disputePayloadSchema>;

/**
 * PUT /admin/matches/{id}/result: an admin's decision at any time: a score, a forfeit or a void, with an
 * optional note for the record. It decides an open dispute.
 */
export const adminResultPayloadSchema = z.union(
  [
    scorePayloadSchema.extend({ note: z.string().trim().max(DISPUTE_NOTE_MAX).optional() }),
    forfeitPayloadSchema.extend({ note: z.string().trim().max(DISPUTE_NOTE_MAX).optional() }),
    z.object({ void: z.literal(true), note: z.string().trim().max(DISPUTE_NOTE_MAX).optional() }).strict(),
  ],
  { error: translate('resources.matches.resultInvalid') },
);
export type AdminResultPayload = z.infer<typeof adminResultPayloadSchema>;

export const matchDisputeSchema = z
  .object({
    id: z.number().int(),
    matchId: z.number().int(),
    /** The team whose captain disputed the report. */
    team: z.object({ id: z.number().int(), name: z.string() }),
    disputedBy: z.string().nullable(),
    /** Null when withheld: only the two teams' members and league admins read a dispute's particulars. */
    note: z.string().nullable(),
    /** Null when withheld, like the note. */
    evidenceUrls: z.array(z.string()).nullable(),
    status: z.enum(DISPUTE_STATUSES),
    decidedBy: z.string().nullable(),
    /** Null when there is none, or withheld like the note. */
    decisionNote: z.string().nullable(),
    decidedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'MatchDispute' });
export type MatchDispute = z.infer<typeof matchDisputeSchema>;
