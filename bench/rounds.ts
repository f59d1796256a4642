import type { LoadResult } from './load';

// Measurements that take turns: on this shared machine the load from other work changes by the second, so
// figures that are compared with each other are measured in short alternating rounds. A comparison is the
// median of the rounds' ratios (`medianRatio`): each ratio compares two rounds run back to back, and the
// median leaves out a round that a burst of other work fell on, which a ratio of sums would carry.

/** One round of one measurement. */
export interface Round {
  /** Requests (or verifies) that succeeded. */
  ok: number;
  errors: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** How measurements take turns: `rounds` counted rounds of `roundSeconds`, after a warm-up of each. */
export interface Turns {
  rounds: number;
  roundSeconds: number;
  /** Not counted: a server that has just started is still compiling its hot paths. */
  warmUpSeconds: number;
}

/** A measurement over all its rounds, with each round's rate. */
export interface TurnsResult extends LoadResult {
  roundRates: number[];
}

/**
 * Runs each of `measurements` (given how many seconds to run) once for `warmUpSeconds`, uncounted, then in
 * turn `rounds` times over: one LoadResult each, its rate over all its counted rounds. The rounds' own
 * percentiles cannot be merged exactly: p50 is the median of the rounds', p99 the largest.
 */
export async function inTurns(
  measurements: ((seconds: number) => Promise<Round>)[],
  { rounds, roundSeconds, warmUpSeconds }: Turns,
): Promise<TurnsResult[]> {
  for (const warmUp of measurements) await warmUp(warmUpSeconds);
  const done: Round[][] = measurements.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [index, measure] of measurements.entries()) done[index]!.push(await measure(roundSeconds));
  }
  return done.map((list) => {
    const ok = list.reduce((sum, round) => sum + round.ok, 0);
    const seconds = list.reduce((sum, round) => sum + round.seconds, 0);
    return {
      requests: ok,
      errors: list.reduce((sum, round) => sum + round.errors, 0),
      perSecond: seconds > 0 ? ok / seconds : 0,
      p50Ms: median(list.map((round) => round.p50Ms)),
      p99Ms: Math.max(...list.map((round) => round.p99Ms)),
      roundRates: list.map((round) => (round.seconds > 0 ? round.ok / round.seconds : 0)),
    };
  });
}

/** The median over rounds of `measured`'s rate in a round over `yardstick`'s rate in the same round. */
export function medianRatio(measured: TurnsResult, yardstick: TurnsResult): number {
  const ratios = measured.roundRates.map((rate, round) => {
    const base = yardstick.roundRates[round] ?? 0;
    return base > 0 ? rate / base : 0;
  });
  return median(ratios);
}
