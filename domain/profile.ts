import { PASSWORD_MAX } from './constants';
import { translate } from './i18n';
import { displayNameSchema, emailSchema, newPasswordSchema } from './validation';
import { z } from './zod';

// The profile and Discord-linking contract: payloads with their rules and catalogue messages, and the
// form checks the browser runs before sending them.

/** PUT /users/{id}: only these fields; anything else (roles, discordID ...) is stripped. */
export const profileUpdatePayloadSchema = z.object({
  displayName: displayNameSchema.optional(),
  email: emailSchema.optional(),
});
export type ProfileUpdatePayload = z.infer<typeof profileUpdatePayloadSchema>;

/**
 * POST /users/{id}/change-password. The current password is required when the account has one; an account
 * created through Discord has none, and its player sets the first one without it.
 */
export const changePasswordPayloadSchema = z.object({
  oldPassword: z
    .string()
    .min(1, translate('app.profile.oldPasswordRequired'))
    .max(PASSWORD_MAX, translate('app.profile.wrongPassword'))
    .optional(),
  newPassword: newPasswordSchema,
});
export type ChangePasswordPayload = z.infer<typeof changePasswordPayloadSchema>;

const passwordFormFields = z.object({
  oldPassword: z.string(),
  newPassword: z.string(),
  confirmPassword: z.string(),
});
type PasswordFormFields = z.infer<typeof passwordFormFields>;

/**
 * A password form: the confirmation must match first; then `issuesOf` gives the rules' complaints about
 * the rest, each at its field.
 */
function passwordFormChecking(issuesOf: (form: PasswordFormFields) => { path: string[]; message: string }[]) {
  return passwordFormFields.superRefine((form, context) => {
    if (form.newPassword !== form.confirmPassword) {
      context.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: translate('app.profile.passwordsMismatch'),
      });
      return;
    }
    for (const issue of issuesOf(form)) context.addIssue({ code: 'custom', ...issue });
  });
}

/** The password-change form: after the confirmation, the change-password payload's rules; yields that payload. */
export const passwordFormSchema = passwordFormChecking((form) =>
  (changePasswordPayloadSchema.safeParse(form).error?.issues ?? []).map((issue) => ({
    path: issue.path.map(String),
    message: issue.message,
  })),
).transform(({ oldPassword, newPassword }): ChangePasswordPayload => ({ oldPassword, newPassword }));
export type PasswordForm = z.input<typeof passwordFormSchema>;

/** The set-password form of an account without a password: new password and confirmation only. */
export const setPasswordFormSchema = passwordFormChecking((form) =>
  (newPasswordSchema.safeParse(form.newPassword).error?.issues ?? []).map((issue) => ({
    path: ['newPassword'],
    message: issue.message,
  })),
).transform(({ newPassword }): ChangePasswordPayload => ({ newPassword }));

/** GET /auth/discord/config: whether this server has a Discord application configured. */
export interface DiscordLinkConfig {
  enabled: boolean;
}

/** POST /auth/discord/link-intent: where the browser goes to start linking (a one-use, short-lived URL). */
export interface DiscordLinkIntent {
  url: string;
}

/** The query string Discord sends back to /discord/callback (RFC 6749 section 4.1.2). */
export const DISCORD_DENIED_ERROR = 'access_denied';
