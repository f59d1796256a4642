import { createHash, timingSafeEqual } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../../../domain/messages';
import { httpError } from '../../http/http-error';

// The beta access gate (DESIGN section 4): the code is compared by hash in constant time, and a verified
// browser gets a signed HttpOnly cookie that registration requires.

export const GATE_COOKIE = 'vrpl_access';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
// Codes are read aloud and typed on phones, so letter case does not matter.
const normalise = (code: string) => code.trim().toUpperCase();

export interface AccessGate {
  matches(candidate: string): boolean;
  isVerified(request: FastifyRequest): boolean;
  markVerified(reply: FastifyReply): void;
}

export function createAccessGate(code: string, options: { secureCookie: boolean }): AccessGate {
  const expected = digest(normalise(code));
  // Bound to the code, so changing ACCESS_CODE closes the gate for browsers verified with the old one.
  const cookieValue = `v1.${digest(`gate-cookie:${normalise(code)}`)
    .toString('base64url')
    .slice(0, 22)}`;
  return {
    matches: (candidate) => timingSafeEqual(digest(normalise(candidate)), expected),
    isVerified(request) {
      const raw = request.cookies[GATE_COOKIE];
      if (!raw) return false;
      const unsigned = request.unsignCookie(raw);
      return unsigned.valid && unsigned.value === cookieValue;
    },
    markVerified(reply) {
      reply.setCookie(GATE_COOKIE, cookieValue, {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        path: '/api',
        secure: options.secureCookie,
        maxAge: ONE_YEAR_SECONDS,
      });
    },
  };
}

/** A route hook for routes that only gate-verified browsers may call (registration). */
export function requireGate(gate: AccessGate) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!gate.isVerified(request)) {
      throw httpError(403, messages.gate.required, { code: 'ACCESS_GATE_REQUIRED' });
    }
  };
}
