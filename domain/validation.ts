import {
  ACCESS_CODE_LENGTH,
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  EMAIL_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './constants';
import { normalizeEmail } from './email';
import { translate } from './i18n';
import { z } from './zod';

// The forms' validation rules as zod schemas with their catalogue messages. The forms and the API use
// the same schemas, so a rule and its message exist once.

/** PostgreSQL's integer: the largest id a row can have. */
export const MAX_ID = 2_147_483_647;

/** A row id in a request body: a positive integer within PostgreSQL's integer column range. */
export const databaseIdSchema = z
  .number()
  .int()
  .positive()
  .max(MAX_ID, translate('app.errors.protection.integerOutOfRange', { max: MAX_ID }));

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DISPLAY_NAME_PATTERN = /^[\p{L}\p{N}._@'\-\s]+$/u;

/** An address as typed, checked, then normalised (domain/email.ts); the result is checked again. */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX, translate('app.errors.validation.invalidEmail'))
  .regex(EMAIL_PATTERN, translate('app.errors.validation.invalidEmail'))
  .transform(normalizeEmail)
  .refine(
    (email) => email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email),
    translate('app.errors.validation.invalidEmail'),
  );

/**
 * A valid display name made from a name chosen elsewhere (a Discord name): characters the rules do not
 * allow are dropped, the length is cut to the maximum less `reserve` (room for a suffix), and a name too
 * short becomes `fallback`.
 */
export function displayNameFrom(name: string, fallback: string, reserve = 0): string {
  const allowed = [...name].filter((char) => DISPLAY_NAME_PATTERN.test(char)).join('');
  const cut = [...allowed.replace(/\s+/g, ' ').trim()]
    .slice(0, DISPLAY_NAME_MAX - reserve)
    .join('')
    .trim();
  return cut.length >= DISPLAY_NAME_MIN ? cut : fallback;
}

export const displayNameSchema = z
  .string()
  .trim()
  .min(DISPLAY_NAME_MIN, translate('app.errors.validation.displayNameLength'))
  .max(DISPLAY_NAME_MAX, translate('app.errors.validation.displayNameLength'))
  .regex(DISPLAY_NAME_PATTERN, translate('app.errors.validation.displayNameChars'));

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, translate('app.access.register.passwordTooShort'))
  .max(PASSWORD_MAX, translate('app.errors.validation.passwordTooLong'));

/** POST /auth/local/login. Both fields required; any other problem is a failed login, not a hint. */
export const loginPayloadSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, translate('app.access.login.bothRequired'))
    .max(EMAIL_MAX, translate('app.access.login.invalidCredentials')),
  password: z
    .string()
    .min(1, translate('app.access.login.bothRequired'))
    .max(PASSWORD_MAX, translate('app.access.login.invalidCredentials')),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** POST /auth/local/register: email, password, displayName. */
export const registerPayloadSchema = z.object({
  email: z.string().min(1, translate('app.access.register.allRequired')).pipe(emailSchema),
  password: z.string().min(1, translate('app.access.register.allRequired')).pipe(newPasswordSchema),
  displayName: z.string().min(1, translate('app.access.register.allRequired')).pipe(displayNameSchema),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/** The register form: the payload plus the confirmation, checked in the form's order. */
export interface RegisterForm {
  email: string;
  password: string;
  confirmPassword: string;
  displayName: string;
}

/** The first message that applies to the register form, or null when it may be sent. */
export function registerFormError(form: RegisterForm): string | null {
  if (!form.email.trim() || !form.password || !form.confirmPassword || !form.displayName.trim()) {
    return translate('app.access.register.allRequired');
  }
  if (form.password !== form.confirmPassword) return translate('app.passwordReset.passwordsMismatch');
  const parsed = registerPayloadSchema.safeParse(form);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? translate('app.access.register.failed'));
}

/** The first message that applies to the login form, or null when it may be sent. */
export function loginFormError(form: { email: string; password: string }): string | null {
  return form.email.trim() && form.password ? null : translate('app.access.login.bothRequired');
}

/** POST /access/verify. */
export const accessCodePayloadSchema = z.object({
  code: z.string().length(ACCESS_CODE_LENGTH, translate('app.access.gate.incorrect')),
});

/** Route params that carry a numeric id ('Invalid user ID' is the text for users). */
export const userIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, translate('app.errors.validation.invalidUserId'))
    .transform(Number)
    .refine((id) => id >= 1 && id <= MAX_ID, translate('app.errors.validation.invalidUserId')),
});

export const refreshPayloadSchema = z.object({
  refreshToken: z.string().min(1).max(200),
});
