// How many bad join codes each game server sent in the current minute, in this instance's memory: a game
// server past the limit is answered busy until the minute ends (guessing codes is brute force). Several
// instances each count the codes they are sent; a game server holds one connection, so one instance
// counts all of its codes.

const MINUTE_MS = 60_000;
/** Game servers remembered at most; past it, counts from earlier minutes are forgotten. */
const REMEMBERED = 10_000;

interface Count {
  minute: number;
  bad: number;
}

export class BadCodeLimit {
  private readonly counts = new Map<string, Count>();

  constructor(private readonly perMinute: number) {}

  /** Whether the game server is over the limit this minute. */
  blocked(clientId: string, now: Date): boolean {
    const count = this.counts.get(clientId);
    return count !== undefined && count.minute === minuteOf(now) && count.bad >= this.perMinute;
  }

  /** Counts a bad code; true when this one reached the limit (to be logged once). */
  bad(clientId: string, now: Date): boolean {
    const minute = minuteOf(now);
    const count = this.counts.get(clientId);
    if (count?.minute === minute) count.bad += 1;
    else {
      if (this.counts.size >= REMEMBERED) this.forgetBefore(minute);
      this.counts.set(clientId, { minute, bad: 1 });
    }
    return this.counts.get(clientId)?.bad === this.perMinute;
  }

  private forgetBefore(minute: number): void {
    for (const [clientId, count] of this.counts) if (count.minute < minute) this.counts.delete(clientId);
  }
}

const minuteOf = (now: Date) => Math.floor(now.getTime() / MINUTE_MS);
