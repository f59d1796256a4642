import { randomBytes, timingSafeEqual } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The OAuth2 state (RFC 6749 section 10.12): 256 random bits sent to Discord and kept in a signed,
// HttpOnly, SameSite=Lax cookie scoped to /api/auth/discord, together with the flow's purpose: linking
// for the user who started it, or signing in. Both flows return to the same redirect URI; the cookie tells
// them apart. The callback must present the same state from the same browser, once.

export const STATE_COOKIE = 'vrpl_discord_state';
export const STATE_COOKIE_PATH = '/api/auth/discord';
export const STATE_MAX_AGE_SECONDS = 10 * 60;
const SIGN_IN = 'signin';

/** What the browser started: linking for this user, or signing in. */
export type StatePurpose = { kind: 'link'; userId: number } | { kind: 'signin' };

export function newState(): string {
  return randomBytes(32).toString('base64url');
}

export function setStateCookie(
  reply: FastifyReply,
  state: string,
  purpose: StatePurpose,
  secure: boolean,
): void {
  const tail = purpose.kind === 'link' ? String(purpose.userId) : SIGN_IN;
  reply.setCookie(STATE_COOKIE, `${state}.${tail}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    path: STATE_COOKIE_PATH,
    secure,
    maxAge: STATE_MAX_AGE_SECONDS,
  });
}

/** Reads and clears the state cookie: the purpose it records when it holds `state`, else null. */
export function consumeStateCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  state: string,
): StatePurpose | null {
  const raw = request.cookies[STATE_COOKIE];
  reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  const dot = unsigned.value.lastIndexOf('.');
  const expected = Buffer.from(state);
  const actual = Buffer.from(unsigned.value.slice(0, Math.max(dot, 0)));
  if (dot < 0 || expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  const tail = unsigned.value.slice(dot + 1);
  if (tail === SIGN_IN) return { kind: 'signin' };
  const userId = Number(tail);
  return Number.isSafeInteger(userId) && userId > 0 ? { kind: 'link', userId } : null;
}
