import { pairKey } from '@server/modules/fixtures/pairs';
import { swissWeek } from '@server/modules/fixtures/swiss';
import { describe, expect, it } from 'vitest';
import { rng } from './fuzz/generator';

/** Whether `teams` can all be paired without a played pair: an exhaustive search, to check the answers. */
function pairingExists(teams: readonly number[], played: ReadonlySet<string>): boolean {
  const memo = new Map<bigint, boolean>();
  const solve = (mask: bigint): boolean => {
    if (mask === 0n) return true;
    const known = memo.get(mask);
    if (known !== undefined) return known;
    let first = 0;
    while (!(mask & (1n << BigInt(first)))) first++;
    let found = false;
    for (let other = first + 1; other < teams.length && !found; other++) {
      const bit = 1n << BigInt(other);
      if (mask & bit && !played.has(pairKey(teams[first]!, teams[other]!))) {
        found = solve(mask & ~(1n << BigInt(first)) & ~bit);
      }
    }
    memo.set(mask, found);
    return found;
  };
  return teams.length % 2 === 0 && solve((1n << BigInt(teams.length)) - 1n);
}

describe('swissWeek over simulated seasons', () => {
  for (let count = 2; count <= 40; count++) {
    it(`${count} teams: never a rematch, nobody twice a week, byes to teams without one while possible`, () => {
      for (const seed of [1, 2, 3]) {
        const random = rng(count * 1000 + seed);
        const ids = Array.from({ length: count }, (_, index) => 100 + index);
        const points = new Map(ids.map((id) => [id, 0]));
        const played = new Set<string>();
        const playedPairs: [number, number][] = [];
        const byeHistory: number[] = [];
        let failedAt: number | null = null;

        for (let week = 0; week < count; week++) {
          const order = [...ids].sort((a, b) => points.get(b)! - points.get(a)! || a - b);
          const result = swissWeek(order, playedPairs, byeHistory);
          if (!result.ok) {
            failedAt = week;
            for (const bye of count % 2 === 0 ? [null] : ids) {
              expect(
                pairingExists(
                  order.filter((id) => id !== bye),
                  played,
                ),
              ).toBe(false);
            }
            break;
          }
          const { pairs, bye } = result.week;
          const inWeek = [...pairs.flat(), ...(bye === null ? [] : [bye])];
          expect(new Set(inWeek).size).toBe(count);
          expect(inWeek).toHaveLength(count);
          expect(bye === null).toBe(count % 2 === 0);
          for (const [a, b] of pairs) expect(played.has(pairKey(a, b))).toBe(false);

          if (bye !== null) {
            const byesOf = (id: number) => byeHistory.filter((team) => team === id).length;
            const fewest = Math.min(...ids.map(byesOf));
            if (byesOf(bye) > fewest) {
              // Only when none of the teams with fewer byes could sit out and leave a valid pairing.
              for (const other of ids.filter((id) => byesOf(id) === fewest)) {
                expect(
                  pairingExists(
                    order.filter((id) => id !== other),
                    played,
                  ),
                ).toBe(false);
              }
            }
            byeHistory.push(bye);
          }
          for (const [a, b] of pairs) {
            played.add(pairKey(a, b));
            playedPairs.push([a, b]);
            const outcome = random.int(0, 2);
            if (outcome === 0) points.set(a, points.get(a)! + 3);
            else if (outcome === 1) points.set(b, points.get(b)! + 3);
            else {
              points.set(a, points.get(a)! + 1);
              points.set(b, points.get(b)! + 1);
            }
          }
        }
        // With k weeks played, every team still has count-1-k possible opponents; while that is at least
        // half the field a pairing always exists (Dirac), so an early failure is a bug.
        if (failedAt !== null) expect(failedAt).toBeGreaterThanOrEqual(Math.floor(count / 2) - 1);
      }
    });
  }
});

describe('swissWeek cases', () => {
  it('pairs neighbours in the standings', () => {
    expect(swissWeek([1, 2, 3, 4, 5, 6], [], [])).toEqual({
      ok: true,
      week: {
        pairs: [
          [1, 2],
          [3, 4],
          [5, 6],
        ],
        bye: null,
      },
    });
  });

  it('looks past the greedy choice when it would force a rematch further down', () => {
    // 1 v 2 would leave 3 v 4, which already played.
    expect(swissWeek([1, 2, 3, 4], [[4, 3]], [])).toEqual({
      ok: true,
      week: {
        pairs: [
          [1, 3],
          [2, 4],
        ],
        bye: null,
      },
    });
  });

  it('fails explicitly when every pairing would repeat a meeting', () => {
    const played: [number, number][] = [
      [1, 2],
      [1, 3],
      [1, 4],
    ];
    expect(swissWeek([1, 2, 3, 4], played, [])).toEqual({ ok: false, reason: 'noPairingWithoutRematch' });
  });

  it('gives the bye to the lowest-ranked team without one', () => {
    const result = swissWeek([1, 2, 3, 4, 5], [], [5]);
    expect(result.ok && result.week.bye).toBe(4);
  });

  it('passes the bye up the table when the lower team sitting out would force a rematch', () => {
    // Team 3 had the bye; team 2 sitting out would leave 1 v 3, already played, so team 1 sits out.
    const result = swissWeek(
      [1, 2, 3],
      [
        [1, 2],
        [1, 3],
      ],
      [3],
    );
    expect(result).toEqual({ ok: true, week: { pairs: [[2, 3]], bye: 1 } });
  });

  it('refuses fewer than two teams and a team listed twice', () => {
    expect(() => swissWeek([1], [], [])).toThrow(RangeError);
    expect(() => swissWeek([1, 2, 2], [], [])).toThrow(RangeError);
  });
});
