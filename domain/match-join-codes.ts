import { z } from './zod';

// Personal join codes: each player on either roster of a match gets a short code of their own, which the
// game server hosting the match redeems once to seat them on their side. Players type it on a virtual
// keyboard in VR, so it is short and has no look-alikes (no 0/O, no 1/I/L).

export const JOIN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const JOIN_CODE_LENGTH = 6;
export const JOIN_CODE_PATTERN = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

/**
 * A code is valid until the match ends: until its result is in (or it is voided), and at the latest this
 * long after kick-off, the longest a match is expected to run.
 */
export const JOIN_CODE_VALID_AFTER_KICK_OFF_MS = 6 * 60 * 60 * 1000;

/** A game server redeems at most this many bad codes a minute; then it is answered busy until the next. */
export const BAD_JOIN_CODES_PER_MINUTE = 20;

/** The answer to POST /matches/{id}/join-code: the caller's own code. */
export const matchJoinCodeSchema = z
  .object({
    code: z.string(),
    /** Until when the code may be redeemed (ISO 8601 UTC); it also stops working once the match ends. */
    expiresAt: z.string(),
  })
  .meta({ id: 'MatchJoinCode' });
export type MatchJoinCode = z.infer<typeof matchJoinCodeSchema>;
