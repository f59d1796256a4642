/** A Discord user as GET /users/@me answers it (https://discord.com/developers/docs/resources/user). */
export interface FakeDiscordUser {
  id: string;
  username: string;
  global_name: string | null;
  discriminator: '0';
  avatar: null;
  /** Sent only with the `email` scope, as Discord does. */
  email: string | null;
  /** Whether Discord verified the email; sent only with the `email` scope. */
  verified: boolean;
}

function user(
  id: string,
  username: string,
  globalName: string | null,
  email: string | null = `${username}@discord.example`,
  verified = true,
): FakeDiscordUser {
  return { id, username, global_name: globalName, discriminator: '0', avatar: null, email, verified };
}

/** The accounts the fake knows; the first one consents when the browser names no other. */
export const FAKE_DISCORD_USERS = {
  nelly: user('80351110224678912', 'nelly', 'Nelly Paintball'),
  splat: user('175928847299117063', 'splatking', 'Splat King'),
  plain: user('381870553235193857', 'plainhandle', null),
  /** A new Discord account whose email Discord has not verified yet. */
  unverified: user('412638250971021312', 'freshhandle', 'Fresh Face', 'fresh@discord.example', false),
  /** Signs in to an empty league: the first account. */
  founder: user('512638250971021313', 'founder', 'Founder Fox'),
  /** Another new player, for the browser suite. */
  rookie: user('612638250971021314', 'rookie', 'Rookie Rae'),
  /** A new player who signs in from two tabs at once. */
  twin: user('712638250971021315', 'twin', 'Twin Tab'),
} as const;

/** The browser cookie (on the fake's host) naming the Discord user signed in there, as discord.com would. */
export const FAKE_SESSION_COOKIE = 'fake_discord_user';
/** Set to `deny` to make the next consent screen answer "Cancel". */
export const FAKE_CONSENT_COOKIE = 'fake_discord_consent';
