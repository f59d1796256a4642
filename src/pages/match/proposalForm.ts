import { proposalPayloadSchema } from '@domain/match-scheduling';
import type { Match } from '@domain/matches';
import { z } from '@domain/zod';
import { fromLocalInput } from './matchTime';

/** The texts the form's own rules show (the payload schema brings its own). */
export interface ProposalFormTexts {
  required: string;
  past: string;
  outsideWindow: string;
}

/**
 * The proposal form: a local date and time, sent as POST /matches/{id}/proposals's payload (ISO 8601 UTC,
 * its own schema) when it lies inside the match's week window [windowStart, windowEnd) and is still to come
 * when the form is sent (`now`, read at each check).
 */
export function proposalFormSchema(match: Match, texts: ProposalFormTexts, now: () => number = Date.now) {
  const start = new Date(match.windowStart).getTime();
  const end = new Date(match.windowEnd).getTime();
  return z
    .object({ time: z.string().trim().min(1, texts.required) })
    .transform(({ time }, context) => {
      const utc = fromLocalInput(time);
      if (utc === null) {
        context.addIssue({ code: 'custom', path: ['time'], message: texts.required });
        return z.NEVER;
      }
      return { time: utc };
    })
    .pipe(
      proposalPayloadSchema.superRefine(({ time }, context) => {
        const at = new Date(time).getTime();
        if (at <= now()) context.addIssue({ code: 'custom', path: ['time'], message: texts.past });
        else if (at < start || at >= end) {
          context.addIssue({ code: 'custom', path: ['time'], message: texts.outsideWindow });
        }
      }),
    );
}
