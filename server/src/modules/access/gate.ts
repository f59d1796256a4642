import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { translate } from '@domain/i18n';
import type {} from '@fastify/cookie';
import type { Queryable } from '@server/db/client';
import { httpError } from '@server/http/http-error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { insertPass, passIsLive, pruneDeadPasses } from './repository';

// The beta access gate: the code is compared by hash in constant time, and a verified
// browser gets an HttpOnly cookie holding a random pass that registration requires. Passes live in the
// database every instance shares (docs/decisions/0004-access-gate-passes.md).

export const GATE_COOKIE = 'vrpl_access';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const PASS_BYTES = 32;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
const passHash = (token: string) => digest(token).toString('base64url');
// Codes are read aloud and typed on phones, so letter case does not matter.
const normalise = (code: string) => code.trim().toUpperCase();

export interface AccessGate {
  matches(candidate: string): boolean;
  isVerified(request: FastifyRequest): Promise<boolean>;
  markVerified(reply: FastifyReply): Promise<void>;
}

export interface AccessGateOptions {
  db: Queryable;
  code: string;
  /** Keys the code's fingerprint, so the stored fingerprints do not reveal a 6-character code. */
  fingerprintKey: string;
  secureCookie: boolean;
}

export function createAccessGate({ db, code, fingerprintKey, secureCookie }: AccessGateOptions): AccessGate {
  const expected = digest(normalise(code));
  const codeFingerprint = createHmac('sha256', fingerprintKey)
    .update(`access-code:${normalise(code)}`)
    .digest('base64url');
  return {
    matches: (candidate) => timingSafeEqual(digest(normalise(candidate)), expected),

    async isVerified(request) {
      const raw = request.cookies[GATE_COOKIE];
      if (!raw) return false;
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) return false;
      return passIsLive(db, passHash(unsigned.value), codeFingerprint, new Date());
    },

    async markVerified(reply) {
      const token = randomBytes(PASS_BYTES).toString('base64url');
      const now = new Date();
      // Passes of an earlier code or past their time are dead: pruned as new ones are made.
      await pruneDeadPasses(db, codeFingerprint, now);
      await insertPass(db, {
        tokenHash: passHash(token),
        codeFingerprint,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ONE_YEAR_SECONDS * 1000),
      });
      reply.setCookie(GATE_COOKIE, token, {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        path: '/api',
        secure: secureCookie,
        maxAge: ONE_YEAR_SECONDS,
      });
    },
  };
}

/** A route hook for routes that only gate-verified browsers may call (registration). */
export function requireGate(gate: AccessGate) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!(await gate.isVerified(request))) {
      throw httpError(403, translate('app.access.gate.required'), { code: 'ACCESS_GATE_REQUIRED' });
    }
  };
}
