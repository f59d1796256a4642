import { createHash, createHmac, randomBytes } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, JOIN_CODE_PATTERN } from '@domain/match-join-codes';

// A join code is derived from a random seed with a key only the API servers hold: the table keeps the
// seed and the code's SHA-256, so the database alone yields no code, while the server can answer a player
// asking again with the same code. Redeeming looks the code up by its hash.

/** Bytes at or above this are skipped, so every letter of the alphabet is equally likely. */
const UNBIASED_BELOW = 256 - (256 % JOIN_CODE_ALPHABET.length);

export interface JoinCodeKey {
  /** A fresh random seed for a new code. */
  newSeed(): string;
  /** The code a seed stands for. */
  codeOf(seed: string): string;
}

/** The key join codes are derived with, itself derived from the server's secret. */
export function joinCodeKey(secret: string): JoinCodeKey {
  const key = createHmac('sha256', secret).update('match-join-codes').digest();
  return {
    newSeed: () => randomBytes(16).toString('hex'),
    codeOf(seed) {
      let code = '';
      let block = createHmac('sha256', key).update(seed).digest();
      while (code.length < JOIN_CODE_LENGTH) {
        for (const byte of block) {
          if (byte < UNBIASED_BELOW) code += JOIN_CODE_ALPHABET[byte % JOIN_CODE_ALPHABET.length];
          if (code.length === JOIN_CODE_LENGTH) break;
        }
        block = createHmac('sha256', key).update(block).digest();
      }
      return code;
    },
  };
}

/** The SHA-256 (hex) a code is stored and looked up by. */
export function hashJoinCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** The code as typed on a virtual keyboard (case and surrounding spaces do not matter), or null if it cannot be one. */
export function normaliseJoinCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return JOIN_CODE_PATTERN.test(code) ? code : null;
}
