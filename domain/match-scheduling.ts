import { translate } from './i18n';
import { MATCH_EVENT_KINDS, PROPOSAL_STATUSES } from './matches';
import { utcDateTimeSchema } from './seasons';
import { z } from './zod';

// Scheduling a match: captains propose times inside the match's week window, the other team
// accepts, counters or declines; the history of every step.

// Its windows (a proposal's lifetime, the scheduling deadline) are plain rules of match-rules.ts.

/** A match's time as proposals and admins give it. */
export const matchTimeSchema = utcDateTimeSchema({
  required: translate('resources.matches.timeRequired'),
  invalid: translate('resources.matches.timeInvalid'),
  outOfRange: (from, to) => translate('resources.matches.timeOutOfRange', { from, to }),
});

export const SCHEDULE_REASON_MAX = 500;

/** Why an admin sets a match's time (PUT /admin/matches/{id}/schedule): kept in its history and the audit log. */
export const scheduleReasonSchema = z
  .string(translate('resources.admin/matches.operations.reasonRequired'))
  .trim()
  .min(1, translate('resources.admin/matches.operations.reasonRequired'))
  .max(
    SCHEDULE_REASON_MAX,
    translate('resources.admin/matches.operations.reasonTooLong', { max: SCHEDULE_REASON_MAX }),
  )
  .meta({ description: translate('resources.matches.scheduleReasonHint') });

/** POST /matches/{id}/proposals: a time (ISO 8601 UTC) inside the match's week window and not past. */
export const proposalPayloadSchema = z.object({
  time: matchTimeSchema.meta({ description: translate('resources.matches.proposalTimeHint') }),
});
export type ProposalPayload = z.infer<typeof proposalPayloadSchema>;

const teamRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const matchProposalSchema = z
  .object({
    id: z.number().int(),
    matchId: z.number().int(),
    /** The team whose captain proposed it. */
    team: teamRefSchema,
    /** Who proposed it; null when the account is gone. */
    proposedBy: z.string().nullable(),
    time: z.string(),
    status: z.enum(PROPOSAL_STATUSES),
    expiresAt: z.string(),
    respondedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'MatchProposal' });
export type MatchProposal = z.infer<typeof matchProposalSchema>;

/** One step of a match's history (GET /matches/{id}/history), oldest first. */
export const matchEventSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(MATCH_EVENT_KINDS),
    /** Who took the step; null for the system (an expiry, the auto-confirmation). */
    actor: z.string().nullable(),
    /** The team they acted for; null for an admin or the system. */
    team: teamRefSchema.nullable(),
    /** The step's particulars: a proposed time, a score, a forfeit, a dispute note. */
    details: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .meta({ id: 'MatchEvent' });
export type MatchEvent = z.infer<typeof matchEventSchema>;
