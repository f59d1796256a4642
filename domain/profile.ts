import { z } from 'zod';
import { PASSWORD_MAX } from './constants';
import { messages } from './messages';
import { displayNameSchema, emailSchema, newPasswordSchema } from './validation';

// The profile and Discord-linking contract (SPEC sections 2, 5 and 7): payloads with the spec's rules and
// messages, and the form checks the browser runs before sending them.

/** PUT /users/{id}: only these fields; anything else (roles, discordID ...) is stripped. */
export const profileUpdatePayloadSchema = z.object({
  displayName: displayNameSchema.optional(),
  email: emailSchema.optional(),
});
export type ProfileUpdatePayload = z.infer<typeof profileUpdatePayloadSchema>;

/** POST /users/{id}/change-password. */
export const changePasswordPayloadSchema = z.object({
  oldPassword: z
    .string()
    .min(1, messages.profile.oldPasswordRequired)
    .max(PASSWORD_MAX, messages.profile.wrongPassword),
  newPassword: newPasswordSchema,
});
export type ChangePasswordPayload = z.infer<typeof changePasswordPayloadSchema>;

export interface ProfileForm {
  displayName: string;
  email: string;
}

/** The message of each profile field that breaks a rule of SPEC section 5 (empty when all is well). */
export function profileFormErrors(form: ProfileForm): Partial<Record<keyof ProfileForm, string>> {
  const parsed = profileUpdatePayloadSchema.safeParse(form);
  const errors: Partial<Record<keyof ProfileForm, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (field === 'displayName' || field === 'email') errors[field] ??= issue.message;
  }
  return errors;
}

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The first message that applies to the password-change form, or null when it may be sent. */
export function passwordFormError(form: PasswordForm): string | null {
  if (form.newPassword !== form.confirmPassword) return messages.profile.passwordsMismatch;
  const parsed = changePasswordPayloadSchema.safeParse(form);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? messages.profile.passwordChangeFailed);
}

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
