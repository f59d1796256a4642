import type { LoadResult } from './load';

// Measurements that take turns: on this shared machine the load from other work changes by the second, so
// figures that are compared with each other are measured in short alternating rounds and added up.

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

/**
 * Runs each of `measurements` (given how many seconds to run) once for `warmUpSeconds`, uncounted, then in
 * turn `rounds` times over: one LoadResult each, its rate over all its counted rounds. The rounds' own
 * percentiles cannot be merged exactly: p50 is the median of the rounds', p99 the largest.
 */
export async function inTurns(
  measurements: ((seconds: number) => Promise<Round>)[],
  { rounds, roundSeconds, warmUpSeconds }: Turns,
): Promise<LoadResult[]> {
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
    };
  });
}
