import { LOGO_MAX_BYTES, TEAM_CODE_MAX, TEAM_CODE_MIN, TEAM_NAME_MAX } from './constants';
import { translate } from './i18n';
import { ratingSchema } from './ratings';
import { databaseIdSchema } from './validation';
import { z } from './zod';

// Team rules, shared by the team form and the API.

const SCRIPT_BLOCK = /<script\b[^>]*>[\s\S]*?(<\/script\s*>|$)/gi;
const HTML_TAG = /<\/?[a-z!][^>]*>/gi;

/** Strips script blocks and HTML tags: done as the user types, and again on the server. */
export function stripHtml(text: string): string {
  return text.replace(SCRIPT_BLOCK, '').replace(HTML_TAG, '');
}

const sanitized = z.string().transform(stripHtml);

export const teamNameSchema = sanitized
  .pipe(z.string().trim().min(1, translate('app.errors.validation.teamNameRequired')))
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^[A-Za-z0-9 ]{1,${TEAM_NAME_MAX}}$`),
        translate('app.errors.validation.teamNameInvalid'),
      ),
  );

export const teamCodeSchema = sanitized
  .pipe(z.string().trim().min(1, translate('app.errors.validation.teamCodeRequired')))
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^[A-Za-z0-9]{${TEAM_CODE_MIN},${TEAM_CODE_MAX}}$`),
        translate('app.errors.validation.teamCodeInvalid'),
      ),
  );

export function isValidWebsite(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return Boolean(url.hostname) && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Optional; an empty value means none. */
export const websiteSchema = sanitized
  .pipe(z.string().trim().max(2048, translate('app.errors.validation.websiteInvalid')))
  .refine((value) => value === '' || isValidWebsite(value), translate('app.errors.validation.websiteInvalid'))
  .transform((value) => (value === '' ? null : value));

export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
const BASE64_BODY = /^[A-Za-z0-9+/]+={0,2}$/;

/** Bytes a base64 body decodes to. */
export function base64DecodedBytes(body: string): number {
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return (body.length / 4) * 3 - padding;
}

/** A PNG base64 data string of at most 1 MB decoded (the server also checks the PNG inside). */
export const logoSchema = z
  .string(translate('app.errors.logo.invalid'))
  .min(1, { error: translate('app.errors.validation.logoRequired'), abort: true })
  .refine((value) => {
    if (!value.startsWith(PNG_DATA_URL_PREFIX)) return false;
    const body = value.slice(PNG_DATA_URL_PREFIX.length);
    return body.length > 0 && body.length % 4 === 0 && BASE64_BODY.test(body);
  }, translate('app.errors.logo.invalid'))
  .refine(
    (value) => base64DecodedBytes(value.slice(PNG_DATA_URL_PREFIX.length)) <= LOGO_MAX_BYTES,
    translate('app.errors.logo.tooLarge'),
  );

/** The team form's checks (Next validates), with the API's rules: website '' becomes null. */
export const teamFormSchema = z.object({
  name: teamNameSchema,
  code: teamCodeSchema,
  website: websiteSchema,
  logo: logoSchema,
});
export type TeamFormValues = z.output<typeof teamFormSchema>;

/** POST /teams, the team-create payload. status and leagueId are sent but the server decides. */
export const teamCreatePayloadSchema = teamFormSchema.extend({
  website: websiteSchema.optional().nullable(),
  status: z.string().max(20).optional(),
  leagueId: databaseIdSchema.optional(),
});
export type TeamCreatePayload = z.input<typeof teamCreatePayloadSchema>;

/** The team form's fields before sending. */
export type TeamForm = z.input<typeof teamFormSchema>;

/** Field messages of the team form (Next validates): empty when it may go on to the confirmation. */
export function teamFormErrors(form: TeamForm): Partial<Record<keyof TeamForm, string>> {
  const errors: Partial<Record<keyof TeamForm, string>> = {};
  const result = teamFormSchema.safeParse(form);
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof TeamForm;
    errors[field] ??= issue.message;
  }
  return errors;
}

export const TEAM_STATUSES = ['Pending', 'Approved', 'Denied'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];

/** Why an admin denies a team: optional, kept with the decision in the audit log. */
export const TEAM_DENIAL_REASON_MAX = 500;

export const teamDenialSchema = z.object({
  reason: sanitized
    .pipe(
      z
        .string()
        .trim()
        .max(TEAM_DENIAL_REASON_MAX, translate('resources.admin/league-management.reasonTooLong')),
    )
    .optional(),
});
export type TeamDenial = z.input<typeof teamDenialSchema>;

/** PUT /admin/teams/{id}: the decision, and a denial's reason; any other team field sent along is ignored. */
export const teamDecisionPayloadSchema = teamDenialSchema.extend({
  status: z.enum(['Approved', 'Denied']),
});

// The team records the API sends: team, league, division.

export const leagueSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    minPlayers: z.number().int(),
    maxPlayers: z.number().int(),
  })
  .meta({ id: 'League' });
export type League = z.infer<typeof leagueSchema>;

export const divisionSchema = z
  .object({ id: z.number().int(), name: z.string(), mmrPercentage: z.number() })
  .meta({ id: 'Division' });
export type Division = z.infer<typeof divisionSchema>;

/** A team's member. email is shown only to the team's own members and to team managers. */
export const teamPlayerSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    user: z.object({ displayName: z.string(), email: z.string().optional() }),
    isCaptain: z.boolean(),
    isCoCaptain: z.boolean(),
    status: z.literal('active'),
    createdAt: z.string(),
  })
  .meta({ id: 'TeamPlayer' });
export type TeamPlayer = z.infer<typeof teamPlayerSchema>;

export const teamSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    logoUrl: z.string().nullable().meta({
      description: 'Where the 100x100 PNG logo is served (GET /api/logos/{sha256}.png), null when none',
    }),
    website: z.string().nullable(),
    status: z.enum(TEAM_STATUSES),
    league: leagueSchema,
    division: divisionSchema,
    players: z.array(teamPlayerSchema),
    playerCount: z.number().int(),
    /** League points: 0 until match results exist. */
    points: z.number().int(),
    createdAt: z.string(),
    /**
     * When the team lost its last member and disbanded (ISO 8601), or null for an active team. A disbanded
     * team has no players, forfeited its remaining matches and is left out of every list; its page and
     * its past results remain.
     */
    disbandedAt: z.string().nullable(),
    /** The team's openskill rating, the league's MMR (docs/decisions/0017-ratings.md). */
    rating: ratingSchema,
  })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof teamSchema>;
/** PUT /teams/{id}/players/{playerId}: promote or demote a co-captain, or hand over the captaincy. */
export const teamPlayerChangeSchema = z
  .object({ isCoCaptain: z.boolean().optional(), isCaptain: z.literal(true).optional() })
  .refine(
    (change) => change.isCoCaptain !== undefined || change.isCaptain,
    translate('app.errors.validation.noChanges'),
  );
export type TeamPlayerChange = z.infer<typeof teamPlayerChangeSchema>;
