// Per-account login-failure limiting: after too many failures for one email within the window, further
// attempts are refused (429) until the window moves on. Kept in memory per instance: behind a load balancer
// each instance counts on its own, which still bounds guessing to instances x maxFailures per window.

export interface LoginThrottleOptions {
  maxFailures: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = { maxFailures: 10, windowMs: 15 * 60_000 };
const MAX_TRACKED_ACCOUNTS = 100_000;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE) {}

  isLocked(email: string, now = Date.now()): boolean {
    return this.recent(email, now).length >= this.options.maxFailures;
  }

  recordFailure(email: string, now = Date.now()): void {
    const recent = this.recent(email, now);
    recent.push(now);
    this.failures.delete(email);
    this.failures.set(email, recent);
    if (this.failures.size > MAX_TRACKED_ACCOUNTS) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }

  reset(email: string): void {
    this.failures.delete(email);
  }

  private recent(email: string, now: number): number[] {
    const since = now - this.options.windowMs;
    return (this.failures.get(email) ?? []).filter((time) => time > since);
  }
}
