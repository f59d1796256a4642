import { translate } from '@domain/i18n';
import type { Queryable } from '@server/db/client';
import { httpError } from '@server/http/http-error';
import { addHit, type Count, clearCounts, readCounts } from '../throttle/service';

// Password-guess throttling, shared by every instance through the database. Failures are
// counted per address and per account; past a few free ones each further failure doubles a delay. An
// address under delay is refused; an account under delay refuses only the addresses that failed on it,
// so nobody can lock the owner out by guessing: the right password from a new address still signs in.
// Every refusal says when to retry (Retry-After).

export interface LoginThrottleOptions {
  /** Failures an address or an account may have in a window before the delays start. */
  freeFailures: number;
  /** The first delay; each further failure doubles it, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long failures are remembered. */
  windowMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  freeFailures: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  windowMs: 60 * 60_000,
};

/** Who is guessing: the account (email or user id) and the client address. */
export interface Attempt {
  account: string;
  address: string;
}

/** The counter keys an attempt is judged by. */
export interface AttemptKeys {
  address: string;
  account: string;
  pair: string;
}

/** What assertMayTry saw, for recordSuccess. */
export interface AttemptState {
  failuresKnown: boolean;
}

export class LoginThrottle {
  constructor(
    private readonly db: Queryable,
    private readonly options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE,
    /** Keeps the counters of different checks (sign-in, password change) apart. */
    private readonly scope = 'login',
  ) {}

  /** The counters an attempt is judged by: for a caller that reads them itself (liveCountsSubquery). */
  keysOf({ account, address }: Attempt): AttemptKeys {
    return {
      address: `${this.scope}:address:${address}`,
      account: `${this.scope}:account:${account}`,
      pair: `${this.scope}:pair:${account}|${address}`,
    };
  }

  private delayFor = (failures: number): number => {
    const { freeFailures, baseDelayMs, maxDelayMs } = this.options;
    if (failures <= freeFailures) return 0;
    return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(30, failures - freeFailures - 1));
  };

  private readCounts(attempt: Attempt, now: Date): Promise<Map<string, Count>> {
    const keys = this.keysOf(attempt);
    return readCounts(this.db, [keys.address, keys.account, keys.pair], now);
  }

  /** Seconds this attempt must wait, or 0 when it may go ahead. */
  async secondsToWait(attempt: Attempt, now = new Date()): Promise<number> {
    return this.judge(attempt, await this.readCounts(attempt, now), now).seconds;
  }

  private judge(
    attempt: Attempt,
    counts: Map<string, Count>,
    now: Date,
  ): { seconds: number; failuresKnown: boolean } {
    const keys = this.keysOf(attempt);
    const until = (key: string) => counts.get(key)?.blockedUntil?.getTime() ?? 0;
    const triedHere = (counts.get(keys.pair)?.hits ?? 0) > 0;
    const blockedUntil = Math.max(until(keys.address), triedHere ? until(keys.account) : 0);
    return {
      seconds: blockedUntil > now.getTime() ? Math.ceil((blockedUntil - now.getTime()) / 1000) : 0,
      failuresKnown: counts.has(keys.account) || counts.has(keys.pair),
    };
  }

  /**
   * 429 with Retry-After when the attempt must wait. Else what recordSuccess needs to know: whether this
   * account had failures to forget (most sign-ins have none, and then skip that write).
   */
  async assertMayTry(attempt: Attempt, now = new Date()): Promise<AttemptState> {
    return this.assertMayTryWith(attempt, await this.readCounts(attempt, now), now);
  }

  /** assertMayTry on the live counts of keysOf(attempt) that the caller read at `now`. */
  assertMayTryWith(attempt: Attempt, counts: Map<string, Count>, now: Date): AttemptState {
    const { seconds, failuresKnown } = this.judge(attempt, counts, now);
    if (seconds > 0) {
      throw httpError(429, translate('app.errors.protection.tooManyFailures', { smart_count: seconds }), {
        code: 'TOO_MANY_FAILURES',
        headers: { 'retry-after': String(seconds) },
      });
    }
    return { failuresKnown };
  }

  async recordFailure(attempt: Attempt, now = new Date()): Promise<void> {
    const keys = this.keysOf(attempt);
    const { windowMs } = this.options;
    await addHit(this.db, keys.address, windowMs, this.delayFor, now);
    await addHit(this.db, keys.account, windowMs, this.delayFor, now);
    await addHit(this.db, keys.pair, windowMs, () => 0, now);
  }

  /**
   * The owner got in: the account's failures (and this address's on it) are forgotten. `state` is what
   * assertMayTry answered: with no failures seen then there is nothing to delete (a failure recorded since
   * by a concurrent attempt stays counted, as the failure it was).
   */
  async recordSuccess(attempt: Attempt, state?: AttemptState): Promise<void> {
    if (state && !state.failuresKnown) return;
    const keys = this.keysOf(attempt);
    await clearCounts(this.db, [keys.account, keys.pair]);
  }
}
