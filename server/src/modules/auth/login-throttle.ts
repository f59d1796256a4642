import { messages } from '@domain/messages';
import type { Queryable } from '@server/db/client';
import { httpError } from '@server/http/http-error';
import { addHit, clearCounts, readCounts } from '../throttle/counters';

// Password-guess throttling (issue 11), shared by every instance through the database. Failures are
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

export class LoginThrottle {
  constructor(
    private readonly db: Queryable,
    private readonly options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE,
    /** Keeps the counters of different checks (sign-in, password change) apart. */
    private readonly scope = 'login',
  ) {}

  private keys({ account, address }: Attempt) {
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

  /** Seconds this attempt must wait, or 0 when it may go ahead. */
  async secondsToWait(attempt: Attempt, now = new Date()): Promise<number> {
    const keys = this.keys(attempt);
    const counts = await readCounts(this.db, [keys.address, keys.account, keys.pair], now);
    const until = (key: string) => counts.get(key)?.blockedUntil?.getTime() ?? 0;
    const triedHere = (counts.get(keys.pair)?.hits ?? 0) > 0;
    const blockedUntil = Math.max(until(keys.address), triedHere ? until(keys.account) : 0);
    return blockedUntil > now.getTime() ? Math.ceil((blockedUntil - now.getTime()) / 1000) : 0;
  }

  /** 429 with Retry-After when the attempt must wait. */
  async assertMayTry(attempt: Attempt): Promise<void> {
    const seconds = await this.secondsToWait(attempt);
    if (seconds > 0) {
      throw httpError(429, messages.protection.tooManyFailures(seconds), {
        code: 'TOO_MANY_FAILURES',
        headers: { 'retry-after': String(seconds) },
      });
    }
  }

  async recordFailure(attempt: Attempt, now = new Date()): Promise<void> {
    const keys = this.keys(attempt);
    const { windowMs } = this.options;
    await addHit(this.db, keys.address, windowMs, this.delayFor, now);
    await addHit(this.db, keys.account, windowMs, this.delayFor, now);
    await addHit(this.db, keys.pair, windowMs, () => 0, now);
  }

  /** The owner got in: the account's failures (and this address's on it) are forgotten. */
  async recordSuccess(attempt: Attempt): Promise<void> {
    const keys = this.keys(attempt);
    await clearCounts(this.db, [keys.account, keys.pair]);
  }
}
