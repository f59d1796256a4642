import { describe, expect, it } from 'vitest';
import { inTurns, medianRatio, type Round } from '../../bench/rounds';

describe('inTurns', () => {
  it('alternates the measurements round by round after an uncounted warm-up round, and adds the rest up', async () => {
    const order: string[] = [];
    const measure = (name: string, rounds: Round[]) => async (seconds: number) => {
      order.push(`${name} ${seconds} s`);
      return rounds.shift()!;
    };
    const [first, second] = await inTurns(
      [
        measure('api', [
          { ok: 1, errors: 9, seconds: 2, p50Ms: 500, p99Ms: 900 },
          { ok: 100, errors: 0, seconds: 2, p50Ms: 5, p99Ms: 20 },
          { ok: 60, errors: 1, seconds: 2, p50Ms: 9, p99Ms: 40 },
        ]),
        measure('bare', [
          { ok: 1, errors: 9, seconds: 2, p50Ms: 500, p99Ms: 900 },
          { ok: 300, errors: 0, seconds: 1, p50Ms: 1, p99Ms: 3 },
          { ok: 300, errors: 0, seconds: 3, p50Ms: 2, p99Ms: 4 },
        ]),
      ],
      { rounds: 2, roundSeconds: 2, warmUpSeconds: 5 },
    );
    expect(order).toEqual(['api 5 s', 'bare 5 s', 'api 2 s', 'bare 2 s', 'api 2 s', 'bare 2 s']);
    expect(first).toEqual({
      requests: 160,
      errors: 1,
      perSecond: 40,
      p50Ms: 9,
      p99Ms: 40,
      roundRates: [50, 30],
    });
    expect(second).toEqual({
      requests: 600,
      errors: 0,
      perSecond: 150,
      p50Ms: 2,
      p99Ms: 4,
      roundRates: [300, 100],
    });
  });
});

describe('medianRatio', () => {
  const result = (roundRates: number[]) => ({
    requests: 0,
    errors: 0,
    perSecond: 0,
    p50Ms: 0,
    p99Ms: 0,
    roundRates,
  });

  it('compares round with round and takes the median, so one disturbed round does not move it', () => {
    // The third round of the yardstick fell on a burst of other work.
    const api = result([30, 33, 31, 29, 30]);
    const bare = result([100, 100, 40, 100, 100]);
    expect(medianRatio(api, bare)).toBeCloseTo(0.3);
    // A ratio of sums would have said 153 / 440 = 0.35.
  });

  it('counts a round whose yardstick answered nothing as a ratio of 0', () => {
    expect(medianRatio(result([10, 10, 10]), result([0, 0, 20]))).toBe(0);
  });
});
