import type { User } from '@domain/api';
import type {
  ChangePasswordPayload,
  DiscordLinkConfig,
  DiscordLinkIntent,
  ProfileUpdatePayload,
} from '@domain/profile';
import type { ApiRequest } from './apiRequest';

/** The signed-in user's own account and Discord-linking calls; sign-in stays in the authProvider. */
export function profileMethods(request: ApiRequest) {
  return {
    updateProfile: (userId: number, payload: ProfileUpdatePayload) =>
      request<User>('PUT', `/users/${userId}`, payload),
    changePassword: (userId: number, payload: ChangePasswordPayload) =>
      request<User>('POST', `/users/${userId}/change-password`, payload),
    deleteAccount: (userId: number) => request<null>('DELETE', `/users/${userId}`),
    /** Mails the confirmation link again (to the address waiting for confirmation, else the current one). */
    resendEmailConfirmation: (userId: number) =>
      request<{ message: string; email: string }>('POST', `/users/${userId}/email-verification`),
    /** Keeps the current address: the change waiting for confirmation is dropped. */
    cancelEmailChange: (userId: number) => request<User>('DELETE', `/users/${userId}/pending-email`),
    getDiscordLinkConfig: () => request<DiscordLinkConfig>('GET', '/auth/discord/config'),
    createDiscordLinkIntent: () => request<DiscordLinkIntent>('POST', '/auth/discord/link-intent'),
    unlinkDiscord: () => request<User>('DELETE', '/auth/discord/link'),
    /** Forwards the code and state Discord sent back to /discord/callback. */
    exchangeDiscordCode: (code: string, state: string | null) =>
      request<User>(
        'GET',
        `/auth/discord/callback?${new URLSearchParams({ code, ...(state ? { state } : {}) })}`,
      ),
  };
}
