import {
  disputePayloadSchema,
  forfeitPayloadSchema,
  type ResultPayload,
  scorePayloadSchema,
  scoreProblem,
} from '@domain/match-results';
import { FORFEIT_KINDS, type MatchStage } from '@domain/match-rules';
import { z } from '@domain/zod';

export const REPORT_MODES = ['score', 'forfeit'] as const;

/** The stage whose best of a score must finish, and the rule's text shown under the rounds. */
export interface ScoreRule {
  stage: MatchStage;
  message: string;
}

/**
 * The report form: the rounds each team won, checked by POST /matches/{id}/result's score schema and,
 * given the match's stage, by the same rule the API holds them to (scoreProblem), or a forfeit, checked by
 * its forfeit schema, which names the team that forfeits unless it is mutual. Its output is the payload.
 */
export function reportFormSchema(loserRequired: string, rule?: ScoreRule) {
  return z
    .object({
      mode: z.enum(REPORT_MODES),
      teamA: z.unknown(),
      teamB: z.unknown(),
      forfeit: z.object({ kind: z.enum(FORFEIT_KINDS), loserTeamId: z.number().int().nullable() }),
    })
    .transform((values, context): ResultPayload => {
      const { kind, loserTeamId } = values.forfeit;
      const parsed =
        values.mode === 'score'
          ? scorePayloadSchema.safeParse({ teamA: values.teamA, teamB: values.teamB })
          : forfeitPayloadSchema.safeParse({
              forfeit: { kind, loserTeamId: kind === 'mutual' ? null : loserTeamId },
            });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        }
        return z.NEVER;
      }
      if (rule && 'teamA' in parsed.data && scoreProblem(rule.stage, parsed.data.teamA, parsed.data.teamB)) {
        context.addIssue({ code: 'custom', path: ['teamB'], message: rule.message });
        return z.NEVER;
      }
      if (kind !== 'mutual' && values.mode === 'forfeit' && loserTeamId === null) {
        context.addIssue({ code: 'custom', path: ['forfeit', 'loserTeamId'], message: loserRequired });
        return z.NEVER;
      }
      return parsed.data;
    });
}
export type ReportFormValues = z.input<ReturnType<typeof reportFormSchema>>;

/** The dispute dialog checks with POST /matches/{id}/result/dispute's own schema. */
export const disputeFormSchema = disputePayloadSchema;
