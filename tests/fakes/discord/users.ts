/** A Discord user as GET /users/@me answers it (https://discord.com/developers/docs/resources/user). */
export interface FakeDiscordUser {
  id: string;
  username: string;
  global_name: string | null;
  discriminator: '0';
  avatar: null;
}

function user(id: string, username: string, globalName: string | null): FakeDiscordUser {
  return { id, username, global_name: globalName, discriminator: '0', avatar: null };
}

/** The accounts the fake knows; the first one consents when the browser names no other. */
export const FAKE_DISCORD_USERS = {
  nelly: user('80351110224678912', 'nelly', 'Nelly Paintball'),
  splat: user('175928847299117063', 'splatking', 'Splat King'),
  plain: user('381870553235193857', 'plainhandle', null),
} as const;

/** The browser cookie (on the fake's host) naming the Discord user signed in there, as discord.com would. */
export const FAKE_SESSION_COOKIE = 'fake_discord_user';
/** Set to `deny` to make the next consent screen answer "Cancel". */
export const FAKE_CONSENT_COOKIE = 'fake_discord_consent';
