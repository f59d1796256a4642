import { translate } from './i18n';
import {
  divisionInputSchema,
  SEASON_STATUSES,
  type SeasonStatus,
  seasonEntrySchema,
  tierListSchema,
} from './seasons';
import { databaseIdSchema } from './validation';
import { z } from './zod';

// A season's divisions as their own admin resource (docs/decisions/0014-divisions-resource.md): the
// list and the screen of one division, its rename, and the whole-list edit of a season's divisions
// before it goes Live.

/** Shares, and the list of divisions itself (add, remove, reorder), change only before a season goes Live. */
export function areDivisionSharesEditable(status: SeasonStatus): boolean {
  return status === 'Setup' || status === 'Registration';
}

/** PUT /divisions/{id}: a new name (any time) and/or share (Setup or Registration, the season still at 100%). */
export const divisionUpdatePayloadSchema = z
  .object({
    name: divisionInputSchema.shape.name.optional(),
    mmrPercentage: divisionInputSchema.shape.mmrPercentage.optional(),
  })
  .refine(
    (change) => change.name !== undefined || change.mmrPercentage !== undefined,
    translate('app.errors.validation.noChanges'),
  );
export type DivisionUpdatePayload = z.input<typeof divisionUpdatePayloadSchema>;
export type DivisionUpdate = z.output<typeof divisionUpdatePayloadSchema>;

/** One division of the whole-list edit: an existing one by id, a new one without. */
export const seasonDivisionInputSchema = divisionInputSchema.extend({ id: databaseIdSchema.optional() });

/**
 * PUT /seasons/{id}/divisions: every division of the season, top tier first (the create payload's rules);
 * divisions left out are removed (only empty ones), those without an id are added.
 */
export const seasonDivisionsUpdatePayloadSchema = z.object({
  divisions: tierListSchema(seasonDivisionInputSchema).refine((divisions) => {
    const ids = divisions.flatMap((division) => (division.id === undefined ? [] : [division.id]));
    return new Set(ids).size === ids.length;
  }, translate('resources.admin/divisions.listedTwice')),
});
export type SeasonDivisionsUpdatePayload = z.input<typeof seasonDivisionsUpdatePayloadSchema>;
export type SeasonDivisionsUpdate = z.output<typeof seasonDivisionsUpdatePayloadSchema>;

// The records the API sends.

export const divisionRecordSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The share of the season's teams placed in it, by rating. */
    mmrPercentage: z.number().int(),
    /** 0 is the top tier. */
    tier: z.number().int(),
    season: z.object({ id: z.number().int(), name: z.string(), status: z.enum(SEASON_STATUSES) }),
    /** Teams placed in it (by an admin during Registration, by placement once the season is Live). */
    teamCount: z.number().int(),
  })
  .meta({ id: 'DivisionRecord' });
export type DivisionRecord = z.infer<typeof divisionRecordSchema>;

export const divisionDetailSchema = divisionRecordSchema
  .extend({
    /** The season entries placed in it, by team name. */
    teams: z.array(seasonEntrySchema),
  })
  .meta({ id: 'DivisionDetail' });
export type DivisionDetail = z.infer<typeof divisionDetailSchema>;
