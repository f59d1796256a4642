import { translate } from './i18n';
import { WEEK_MS } from './matches';
import { DEFAULT_TIEBREAKERS, TIEBREAKERS, tiebreakerSchema } from './standings';
import { divisionSchema, leagueSchema, stripHtml } from './teams';
import { databaseIdSchema } from './validation';
import { z } from './zod';

// Seasons: a season of a league, its divisions (tiers, top first) and the
// teams registered for it. The admin forms and the API share these rules.

export const SEASON_STATUSES = ['Setup', 'Registration', 'Live', 'Playoffs', 'Finished'] as const;
export type SeasonStatus = (typeof SEASON_STATUSES)[number];

/** The stages in which a season's matches are played: only then are check-ins, sessions and results taken. */
export const PLAYING_SEASON_STATUSES = ['Live', 'Playoffs'] as const satisfies readonly SeasonStatus[];

/** Whether a season in this status is being played (Live or Playoffs). */
export function isSeasonPlaying(status: string): boolean {
  return (PLAYING_SEASON_STATUSES as readonly string[]).includes(status);
}

/** A season moves forward one stage at a time; null once it is Finished. */
export function nextSeasonStatus(status: SeasonStatus): SeasonStatus | null {
  return SEASON_STATUSES[SEASON_STATUSES.indexOf(status) + 1] ?? null;
}

export function canMoveSeason(from: SeasonStatus, to: SeasonStatus): boolean {
  return nextSeasonStatus(from) === to;
}

/** Name, points rules and tiebreakers are settled before registration opens. */
export function areSeasonSettingsEditable(status: SeasonStatus): boolean {
  return status === 'Setup';
}

/**
 * The check-in settings (checkInMinutes, noShowGraceMinutes) may change until the season is Live: captains
 * plan around them once matches are played.
 */
export function areCheckInSettingsEditable(status: SeasonStatus): boolean {
  return status === 'Setup' || status === 'Registration';
}

/** Teams are placed in divisions from Registration (admin overrides) until the season is Live. */
export function isPlacementOpen(status: SeasonStatus): boolean {
  return status === 'Registration' || status === 'Live';
}

/** The bracket a division's top teams play when the season moves to Playoffs. */
export const PLAYOFF_FORMATS = ['singleElimination', 'doubleElimination'] as const;
export type PlayoffFormat = (typeof PLAYOFF_FORMATS)[number];
/** How many of each division's top teams enter its playoffs, unless the season says otherwise. */
export const DEFAULT_PLAYOFF_TEAMS = 4;
export const DEFAULT_PLAYOFF_FORMAT: PlayoffFormat = 'singleElimination';
/** The fewest and most teams a season's playoffs may take from each division. */
export const PLAYOFF_TEAMS_MIN = 2;
export const PLAYOFF_TEAMS_MAX = 32;
/** A double-elimination bracket needs this many teams (with two it would be a single final). */
export const DOUBLE_ELIMINATION_MIN_TEAMS = 3;

/** Whether `teams` playoff places fit `format`: false only for double elimination with too few teams. */
export function playoffSettingsFit(teams: number, format: PlayoffFormat): boolean {
  return format !== 'doubleElimination' || teams >= DOUBLE_ELIMINATION_MIN_TEAMS;
}

/** Check-in opens this many minutes before kick-off, unless the season says otherwise. */
export const DEFAULT_CHECK_IN_MINUTES = 30;
export const CHECK_IN_MINUTES_MIN = 5;
/** A day: check-in never opens before the day of the match. */
export const CHECK_IN_MINUTES_MAX = 1440;
/**
 * A team that has not checked in this many minutes after kick-off forfeits (no-show); 0 turns automatic
 * no-shows off.
 */
export const DEFAULT_NO_SHOW_GRACE_MINUTES = 15;
export const NO_SHOW_GRACE_MINUTES_MAX = 120;

export const SEASON_NAME_MAX = 60;
export const DIVISION_NAME_MAX = 40;
export const SEASON_WEEKS_MAX = 52;
export const SEASON_DIVISIONS_MAX = 10;
export const POINTS_MIN = -100;
export const POINTS_MAX = 100;
/** Seed ratings are OpenSkill ordinals or displayed points: any finite number of a sane size. */
export const SEED_RATING_LIMIT = 1_000_000;

const text = (required: string, max: number, tooLong: string) =>
  z.string().transform(stripHtml).pipe(z.string().trim().min(1, required).max(max, tooLong));

export const seasonNameSchema = text(
  translate('resources.admin/seasons.nameRequired'),
  SEASON_NAME_MAX,
  translate('resources.admin/seasons.nameTooLong', { max: SEASON_NAME_MAX }),
);

const points = z
  .number(translate('resources.admin/seasons.pointsInvalid', { min: POINTS_MIN, max: POINTS_MAX }))
  .int(translate('resources.admin/seasons.pointsInvalid', { min: POINTS_MIN, max: POINTS_MAX }))
  .min(POINTS_MIN, translate('resources.admin/seasons.pointsInvalid', { min: POINTS_MIN, max: POINTS_MAX }))
  .max(POINTS_MAX, translate('resources.admin/seasons.pointsInvalid', { min: POINTS_MIN, max: POINTS_MAX }));

/** Points for a win, a draw, a loss, and for the team that forfeits. */
export const pointsRulesSchema = z
  .object({ win: points, draw: points, loss: points, forfeit: points })
  .refine(
    (rules) => rules.win >= rules.draw && rules.draw >= rules.loss,
    translate('resources.admin/seasons.pointsOrder'),
  );
export type PointsRules = z.infer<typeof pointsRulesSchema>;
export const DEFAULT_POINTS_RULES: PointsRules = { win: 3, draw: 1, loss: 0, forfeit: 0 };

/** The order in which standings rank teams: each tiebreaker once, the first deciding first. */
export const tiebreakersSchema = z
  .array(tiebreakerSchema)
  .min(1, translate('resources.admin/seasons.tiebreakersRequired'))
  .max(TIEBREAKERS.length, translate('resources.admin/seasons.tiebreakersUnique'))
  .refine(
    (list) => new Set(list).size === list.length,
    translate('resources.admin/seasons.tiebreakersUnique'),
  );

const mmrPercentage = z
  .number(translate('resources.admin/seasons.mmrPercentageInvalid'))
  .int(translate('resources.admin/seasons.mmrPercentageInvalid'))
  .min(1, translate('resources.admin/seasons.mmrPercentageInvalid'))
  .max(100, translate('resources.admin/seasons.mmrPercentageInvalid'));

export const divisionInputSchema = z.object({
  name: text(
    translate('resources.admin/seasons.divisionNameRequired'),
    DIVISION_NAME_MAX,
    translate('resources.admin/seasons.divisionNameTooLong', { max: DIVISION_NAME_MAX }),
  ),
  mmrPercentage,
});
export type DivisionInput = z.infer<typeof divisionInputSchema>;

/** The sum of the divisions' shares: a season's must be 100. */
export function mmrPercentageTotal(divisions: readonly { mmrPercentage: number }[]): number {
  return divisions.reduce((sum, division) => sum + division.mmrPercentage, 0);
}

/**
 * A season's list of tiers, top first, of `tier` (a division input, or one with more fields): names unique
 * (ignoring case), shares of the season's teams adding up to 100. The create payload and the whole-list
 * edit (domain/divisions.ts) share these rules.
 */
export function tierListSchema<Tier extends z.ZodType<DivisionInput>>(tier: Tier) {
  return z
    .array(tier)
    .min(1, translate('resources.admin/seasons.divisionsRequired'))
    .max(
      SEASON_DIVISIONS_MAX,
      translate('resources.admin/seasons.tooManyDivisions', { max: SEASON_DIVISIONS_MAX }),
    )
    .superRefine((divisions: readonly DivisionInput[], context) => {
      const names = divisions.map((division) => division.name.toLowerCase());
      if (new Set(names).size !== names.length) {
        context.addIssue({
          code: 'custom',
          message: translate('resources.admin/seasons.divisionNamesUnique'),
        });
      }
      const total = mmrPercentageTotal(divisions);
      if (total !== 100)
        context.addIssue({
          code: 'custom',
          message: translate('resources.admin/seasons.mmrPercentagesTotal', { total }),
        });
    });
}

/** The tiers, top first: names unique (ignoring case), shares of the season's teams adding up to 100. */
export const seasonDivisionsSchema = tierListSchema(divisionInputSchema);

export const SEASON_YEARS = { from: 2000, to: 2100 } as const;

/**
 * ISO 8601 in UTC (a Z, no offset), as every time the API takes, within the years a league runs; the
 * messages name the time in question.
 */
export function utcDateTimeSchema(texts: {
  /** When nothing was given (an empty field). */
  required?: string;
  invalid: string;
  outOfRange: (from: number, to: number) => string;
}) {
  const invalid = texts.invalid;
  const required = texts.required ?? invalid;
  return z.iso.datetime({ error: (issue) => (issue.input === '' ? required : invalid) }).refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= SEASON_YEARS.from && year <= SEASON_YEARS.to;
    },
    texts.outOfRange(SEASON_YEARS.from, SEASON_YEARS.to),
  );
}

const startsAtSchema = utcDateTimeSchema({
  required: translate('resources.admin/seasons.startsAtRequired'),
  invalid: translate('resources.admin/seasons.startsAtInvalid'),
  outOfRange: (from, to) => translate('resources.admin/seasons.startsAtOutOfRange', { from, to }),
});

/** The end of the last day a league runs (exclusive): every week of a season must end by then. */
export const SEASON_END_LIMIT = new Date(Date.UTC(SEASON_YEARS.to + 1, 0, 1));

/** An ISO 8601 time without milliseconds: 2100-01-02T00:00:00Z. */
const isoSeconds = (time: Date) => time.toISOString().replace('.000Z', 'Z');

/**
 * A season's weeks must all end by the last day a league runs (match times are limited to its years): on
 * startsAt, the refusal names that day and the latest start for these weeks.
 */
function checkSeasonEnd(season: { startsAt: string; weeks: number }, context: z.RefinementCtx): void {
  const end = new Date(season.startsAt).getTime() + season.weeks * WEEK_MS;
  if (end <= SEASON_END_LIMIT.getTime()) return;
  const lastDay = isoSeconds(new Date(SEASON_END_LIMIT.getTime() - 1)).slice(0, 10);
  const latestStart = isoSeconds(new Date(SEASON_END_LIMIT.getTime() - season.weeks * WEEK_MS));
  context.addIssue({
    code: 'custom',
    path: ['startsAt'],
    message: translate('resources.admin/seasons.seasonEndsTooLate', {
      lastDay,
      smart_count: season.weeks,
      latestStart,
    }),
  });
}

export const playoffTeamsSchema = z
  .number(
    translate('resources.admin/seasons.playoffTeamsInvalid', {
      min: PLAYOFF_TEAMS_MIN,
      max: PLAYOFF_TEAMS_MAX,
    }),
  )
  .int(
    translate('resources.admin/seasons.playoffTeamsInvalid', {
      min: PLAYOFF_TEAMS_MIN,
      max: PLAYOFF_TEAMS_MAX,
    }),
  )
  .min(
    PLAYOFF_TEAMS_MIN,
    translate('resources.admin/seasons.playoffTeamsInvalid', {
      min: PLAYOFF_TEAMS_MIN,
      max: PLAYOFF_TEAMS_MAX,
    }),
  )
  .max(
    PLAYOFF_TEAMS_MAX,
    translate('resources.admin/seasons.playoffTeamsInvalid', {
      min: PLAYOFF_TEAMS_MIN,
      max: PLAYOFF_TEAMS_MAX,
    }),
  );
export const playoffFormatSchema = z.enum(
  PLAYOFF_FORMATS,
  translate('resources.admin/seasons.playoffFormatInvalid'),
);

const wholeMinutes = (min: number, max: number, text: string) =>
  z.number(text).int(text).min(min, text).max(max, text);
/** Whole minutes before kick-off at which check-in opens (5 to 1440). */
export const checkInMinutesSchema = wholeMinutes(
  CHECK_IN_MINUTES_MIN,
  CHECK_IN_MINUTES_MAX,
  translate('resources.admin/seasons.checkInMinutesInvalid', {
    min: CHECK_IN_MINUTES_MIN,
    max: CHECK_IN_MINUTES_MAX,
  }),
);
/** Whole minutes after kick-off until a team that has not checked in forfeits (0 to 120; 0: never). */
export const noShowGraceMinutesSchema = wholeMinutes(
  0,
  NO_SHOW_GRACE_MINUTES_MAX,
  translate('resources.admin/seasons.noShowGraceMinutesInvalid', { max: NO_SHOW_GRACE_MINUTES_MAX }),
);

/** Adds the double-elimination rule to a payload carrying both playoff settings. */
function checkPlayoffSettings(
  settings: { playoffTeams?: number | undefined; playoffFormat?: PlayoffFormat | undefined },
  context: z.RefinementCtx,
): void {
  const { playoffTeams, playoffFormat } = settings;
  if (playoffTeams === undefined || playoffFormat === undefined) return;
  if (!playoffSettingsFit(playoffTeams, playoffFormat)) {
    context.addIssue({
      code: 'custom',
      path: ['playoffTeams'],
      message: translate('resources.admin/seasons.doubleEliminationTooFew', {
        min: DOUBLE_ELIMINATION_MIN_TEAMS,
      }),
    });
  }
}

/** POST /seasons: a new season is in Setup. */
export const seasonCreatePayloadSchema = z
  .object({
    name: seasonNameSchema,
    startsAt: startsAtSchema,
    weeks: z
      .number(translate('resources.admin/seasons.weeksInvalid', { max: SEASON_WEEKS_MAX }))
      .int(translate('resources.admin/seasons.weeksInvalid', { max: SEASON_WEEKS_MAX }))
      .min(1, translate('resources.admin/seasons.weeksInvalid', { max: SEASON_WEEKS_MAX }))
      .max(SEASON_WEEKS_MAX, translate('resources.admin/seasons.weeksInvalid', { max: SEASON_WEEKS_MAX })),
    divisions: seasonDivisionsSchema,
    /** The league the season belongs to; the default league when left out. */
    leagueId: databaseIdSchema.optional(),
    pointsRules: pointsRulesSchema.default(DEFAULT_POINTS_RULES),
    tiebreakers: tiebreakersSchema.default([...DEFAULT_TIEBREAKERS]),
    /** How many of each division's top teams enter its playoffs (2 to 32). */
    playoffTeams: playoffTeamsSchema.default(DEFAULT_PLAYOFF_TEAMS),
    /** The bracket they play; double elimination needs 3 or more teams. */
    playoffFormat: playoffFormatSchema.default(DEFAULT_PLAYOFF_FORMAT),
    /** Check-in opens this many minutes before kick-off (5 to 1440, default 30). */
    checkInMinutes: checkInMinutesSchema.default(DEFAULT_CHECK_IN_MINUTES),
    /** A team not checked in this many minutes after kick-off forfeits (0 to 120, default 15; 0: never). */
    noShowGraceMinutes: noShowGraceMinutesSchema.default(DEFAULT_NO_SHOW_GRACE_MINUTES),
  })
  .superRefine(checkPlayoffSettings)
  .superRefine(checkSeasonEnd);
export type SeasonCreatePayload = z.input<typeof seasonCreatePayloadSchema>;
export type SeasonCreate = z.output<typeof seasonCreatePayloadSchema>;

/**
 * The end of a transfer window (ISO 8601 UTC), or null to close it: while a season is Live or in its
 * Playoffs, its teams' rosters change freely until then (domain/roster-changes.ts).
 */
export const transferWindowEndsAtSchema = z.iso
  .datetime({ message: translate('resources.admin/roster-changes.transferWindowInvalid') })
  .nullable();

/**
 * PUT /seasons/{id}: the next status, (in Setup only) the name, points rules and playoff settings, (in
 * Setup or Registration) the check-in settings, and (while Live or in Playoffs) the end of the transfer
 * window.
 */
export const seasonUpdatePayloadSchema = z
  .object({
    status: z.enum(SEASON_STATUSES).optional(),
    transferWindowEndsAt: transferWindowEndsAtSchema.optional(),
    name: seasonNameSchema.optional(),
    pointsRules: pointsRulesSchema.optional(),
    tiebreakers: tiebreakersSchema.optional(),
    playoffTeams: playoffTeamsSchema.optional(),
    playoffFormat: playoffFormatSchema.optional(),
    checkInMinutes: checkInMinutesSchema.optional(),
    noShowGraceMinutes: noShowGraceMinutesSchema.optional(),
  })
  .refine(
    (change) => Object.values(change).some((value) => value !== undefined),
    translate('app.errors.validation.noChanges'),
  )
  .superRefine(checkPlayoffSettings);
export type SeasonUpdatePayload = z.input<typeof seasonUpdatePayloadSchema>;
export type SeasonUpdate = z.output<typeof seasonUpdatePayloadSchema>;

/** POST /seasons/{id}/teams: a captain or co-captain registers their team. */
export const seasonRegistrationPayloadSchema = z.object({ teamId: databaseIdSchema });
export type SeasonRegistrationPayload = z.infer<typeof seasonRegistrationPayloadSchema>;

/** PUT /seasons/{id}/teams/{teamId}: an admin places the team (null lets placement decide) or seeds it. */
export const seasonEntryUpdatePayloadSchema = z
  .object({
    divisionId: databaseIdSchema.nullable().optional(),
    seedRating: z
      .number(translate('resources.admin/seasons.seedRatingInvalid'))
      .min(-SEED_RATING_LIMIT, translate('resources.admin/seasons.seedRatingInvalid'))
      .max(SEED_RATING_LIMIT, translate('resources.admin/seasons.seedRatingInvalid'))
      .nullable()
      .optional(),
  })
  .refine(
    (change) => change.divisionId !== undefined || change.seedRating !== undefined,
    translate('app.errors.validation.noChanges'),
  );
export type SeasonEntryUpdatePayload = z.infer<typeof seasonEntryUpdatePayloadSchema>;

// The records the API sends.

export const seasonSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    status: z.enum(SEASON_STATUSES),
    league: leagueSchema,
    startsAt: z.string(),
    weeks: z.number().int(),
    pointsRules: z.object({
      win: z.number().int(),
      draw: z.number().int(),
      loss: z.number().int(),
      forfeit: z.number().int(),
    }),
    tiebreakers: z.array(tiebreakerSchema),
    /** How many of each division's top teams enter its playoffs. */
    playoffTeams: z.number().int(),
    playoffFormat: z.enum(PLAYOFF_FORMATS),
    /** Check-in for a match opens this many minutes before its kick-off (scheduledAt). */
    checkInMinutes: z.number().int(),
    /**
     * Check-in closes this many minutes after kick-off; a team that has not checked in by then forfeits
     * (no-show). 0: check-in closes at kick-off and no match is forfeited automatically.
     */
    noShowGraceMinutes: z.number().int(),
    /** The tiers, top first. */
    divisions: z.array(divisionSchema),
    /** Teams registered for the season. */
    teamCount: z.number().int(),
    /**
     * The end of the transfer window an admin opened (null: none). While the season is Live or in its
     * Playoffs, its teams' rosters are locked outside it: joining or leaving needs an admin's approval.
     */
    transferWindowEndsAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Season' });
export type Season = z.infer<typeof seasonSchema>;

export const seasonEntrySchema = z
  .object({
    /** The team's id: a season holds a team once, and its entry is addressed by the team. */
    id: z.number().int(),
    seasonId: z.number().int(),
    team: z.object({ id: z.number().int(), name: z.string() }),
    /** Null until the team is placed (when the season goes Live, or by an admin). */
    divisionId: z.number().int().nullable(),
    /** The rating placement ranks by; null for a team without one (it starts in the lowest tier). */
    seedRating: z.number().nullable(),
    /** An admin chose the division: placement keeps it. */
    placedByAdmin: z.boolean(),
    registeredAt: z.string(),
  })
  .meta({ id: 'SeasonEntry' });
export type SeasonEntry = z.infer<typeof seasonEntrySchema>;
