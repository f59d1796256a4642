// The server's time. Match scheduling and results depend on it (a report before the scheduled time,
// proposals that expire, the 24 h auto-confirmation), so tests pass a clock they move by hand.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved: for tests and tools. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = new Date()) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(time: Date | string): void {
    this.current = new Date(time).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
