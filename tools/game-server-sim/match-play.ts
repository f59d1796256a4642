import { randomUUID } from 'node:crypto';

// A league match as the reference game server plays it (protocol 2): the players seated by their redeemed
// join codes (only they play), whose eliminations, deaths, hits and shots grow as it runs, over rounds of
// `roundMs` each until one team has won the majority of the best-of (or, with an even best-of, both won
// half: a draw). Nothing is played while nobody is seated.

export interface MatchBrief {
  id: number;
  bestOf: number;
  /** Kick-off (ISO 8601 UTC): the session is a lobby until then, and play starts then. */
  startsAt?: string;
  teamA: { players: { userId: number }[] };
  teamB: { players: { userId: number }[] };
}

interface PlayerLine {
  userId: number;
  team: 'A' | 'B';
  eliminations: number;
  deaths: number;
  hits: number;
  shots: number;
}

const randomInt = (max: number) => Math.floor(Math.random() * max);

export class MatchPlay {
  readonly players: PlayerLine[] = [];
  /** The result's id: the same on every retry, so the league applies it once. */
  readonly resultId = randomUUID();
  teamA = 0;
  teamB = 0;
  private startedAt: number;
  private roundsPlayed = 0;
  private endedAt: number | null = null;

  /** `now` is the game server's clock (ms since the epoch): rounds and the time played are measured by it. */
  constructor(
    readonly brief: MatchBrief,
    private readonly roundMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.startedAt = now();
  }

  /** Seats a player the league named when it accepted their join code (once). */
  seat(userId: number, team: 'A' | 'B'): void {
    if (this.players.some((player) => player.userId === userId)) return;
    this.players.push({ userId, team, eliminations: 0, deaths: 0, hits: 0, shots: 0 });
  }

  /** When play starts (kick-off, or at once when it is past): the rounds are timed from here. */
  kickOff(now = this.now()): void {
    this.startedAt = now;
  }

  /** How long until kick-off from `now` (0 when it is past or the brief carries none). */
  untilKickOff(now = this.now()): number {
    const startsAt = this.brief.startsAt ? Date.parse(this.brief.startsAt) : Number.NaN;
    return Number.isFinite(startsAt) ? Math.max(0, startsAt - now) : 0;
  }

  get finished(): boolean {
    return this.endedAt !== null;
  }

  /** Plays on up to now: some shots, hits and eliminations, and every round whose time is up. */
  advance(now = this.now()): void {
    if (this.finished) return;
    // Rounds are timed from the first seated player on: a result needs someone who played.
    if (this.players.length === 0) {
      this.startedAt = now;
      return;
    }
    this.exchangeFire();
    while (!this.finished && now - this.startedAt >= (this.roundsPlayed + 1) * this.roundMs) this.endRound();
  }

  /** The final result message (protocol 2); seq is the sender's. */
  result(sessionId: number, seq: number) {
    const seconds = Math.round(((this.endedAt ?? this.now()) - this.startedAt) / 1000);
    return {
      type: 'result',
      id: this.resultId,
      seq,
      sessionId,
      matchId: this.brief.id,
      teamA: this.teamA,
      teamB: this.teamB,
      players: this.players.map((player) => ({ ...player, secondsPlayed: seconds })),
    };
  }

  private exchangeFire(): void {
    for (const player of this.players) {
      const shots = randomInt(4);
      const hits = randomInt(shots + 1);
      player.shots += shots;
      player.hits += hits;
      if (hits > 0 && Math.random() < 0.3) {
        const opponents = this.players.filter((other) => other.team !== player.team);
        const victim = opponents[randomInt(opponents.length)];
        if (victim) {
          player.eliminations += 1;
          victim.deaths += 1;
        }
      }
    }
  }

  private endRound(): void {
    this.roundsPlayed += 1;
    const needed = Math.floor(this.brief.bestOf / 2) + 1;
    const half = this.brief.bestOf / 2;
    // Level at half each with one round to go is a draw only when the best-of is even; else someone wins.
    if (Math.random() < 0.5) this.teamA += 1;
    else this.teamB += 1;
    const draw = this.brief.bestOf % 2 === 0 && this.teamA === half && this.teamB === half;
    if (this.teamA === needed || this.teamB === needed || draw) this.endedAt = this.now();
  }
}
