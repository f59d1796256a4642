import { randomBytes, timingSafeEqual } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The OAuth2 state (RFC 6749 section 10.12): 256 random bits sent to Discord and kept in a signed,
// HttpOnly, SameSite=Lax cookie scoped to /api/auth/discord, together with the user who started linking.
// The callback must present the same state from the same browser, for the same user, once.

export const STATE_COOKIE = 'vrpl_discord_state';
export const STATE_COOKIE_PATH = '/api/auth/discord';
export const STATE_MAX_AGE_SECONDS = 10 * 60;

export function newState(): string {
  return randomBytes(32).toString('base64url');
}

export function setStateCookie(reply: FastifyReply, state: string, userId: number, secure: boolean): void {
  reply.setCookie(STATE_COOKIE, `${state}.${userId}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    path: STATE_COOKIE_PATH,
    secure,
    maxAge: STATE_MAX_AGE_SECONDS,
  });
}

/** Reads and clears the state cookie: whether it holds `state` for `userId`. */
export function consumeStateCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  state: string,
  userId: number,
): boolean {
  const raw = request.cookies[STATE_COOKIE];
  reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
  if (!raw) return false;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return false;
  const expected = Buffer.from(`${state}.${userId}`);
  const actual = Buffer.from(unsigned.value);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
