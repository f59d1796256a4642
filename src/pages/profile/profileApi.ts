import type { User } from '../../../domain/api';
import type {
  ChangePasswordPayload,
  DiscordLinkConfig,
  DiscordLinkIntent,
  ProfileUpdatePayload,
} from '../../../domain/profile';
import type { ApiRequest } from '../../api/request';
import { isHttpError } from '../../dataProvider/fetchJson';

// The profile and Discord-linking calls (SPEC section 7), answering the `data` of each envelope.

export const profileApi = {
  update: (request: ApiRequest, id: number, payload: ProfileUpdatePayload) =>
    request<User>('PUT', `/users/${id}`, payload),
  changePassword: (request: ApiRequest, id: number, payload: ChangePasswordPayload) =>
    request<User>('POST', `/users/${id}/change-password`, payload),
  remove: (request: ApiRequest, id: number) => request<null>('DELETE', `/users/${id}`),
  discordConfig: (request: ApiRequest) => request<DiscordLinkConfig>('GET', '/auth/discord/config'),
  discordLinkIntent: (request: ApiRequest) => request<DiscordLinkIntent>('POST', '/auth/discord/link-intent'),
  discordUnlink: (request: ApiRequest) => request<User>('DELETE', '/auth/discord/link'),
  discordCallback: (request: ApiRequest, code: string, state: string | null) =>
    request<User>(
      'GET',
      `/auth/discord/callback?${new URLSearchParams({ code, ...(state ? { state } : {}) })}`,
    ),
};

/** What an alert says about a failure: the server's own text (SPEC section 8), else nothing more. */
export function failureDetail(error: unknown): string | undefined {
  return isHttpError(error) ? error.message : undefined;
}
