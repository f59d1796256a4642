import { chooseFormat } from '@server/modules/fixtures/format';
import { pairKey } from '@server/modules/fixtures/pairs';
import { roundRobin, roundRobinWeeks } from '@server/modules/fixtures/round-robin';
import { describe, expect, it } from 'vitest';

const teams = (count: number) => Array.from({ length: count }, (_, index) => 10 + index * 7);

describe('roundRobin', () => {
  for (let count = 2; count <= 40; count++) {
    it(`${count} teams: every pair once, nobody twice a week, fair byes and home games`, () => {
      const ids = teams(count);
      const weeks = roundRobin(ids);
      expect(weeks).toHaveLength(roundRobinWeeks(count));

      const meetings = new Map<string, number>();
      const byes = new Map<number, number>();
      const home = new Map<number, number>();
      for (const week of weeks) {
        const inWeek = [...week.pairs.flat(), ...(week.bye === null ? [] : [week.bye])];
        expect(new Set(inWeek).size).toBe(inWeek.length);
        expect([...inWeek].sort((a, b) => a - b)).toEqual(ids);
        expect(week.bye === null).toBe(count % 2 === 0);
        if (week.bye !== null) byes.set(week.bye, (byes.get(week.bye) ?? 0) + 1);
        for (const [a, b] of week.pairs) {
          meetings.set(pairKey(a, b), (meetings.get(pairKey(a, b)) ?? 0) + 1);
          home.set(a, (home.get(a) ?? 0) + 1);
        }
      }
      expect(meetings.size).toBe((count * (count - 1)) / 2);
      expect([...meetings.values()].every((times) => times === 1)).toBe(true);
      if (count % 2 === 1) expect(ids.map((id) => byes.get(id))).toEqual(ids.map(() => 1));
      for (const id of ids) {
        const homeGames = home.get(id) ?? 0;
        expect(Math.abs(homeGames - (count - 1 - homeGames))).toBeLessThanOrEqual(1);
      }
    });
  }

  it('refuses fewer than two teams and a team listed twice', () => {
    expect(() => roundRobin([1])).toThrow(RangeError);
    expect(() => roundRobin([1, 2, 1])).toThrow(RangeError);
  });
});

describe('chooseFormat', () => {
  it.each([
    [2, 1, 'roundRobin'],
    [6, 5, 'roundRobin'],
    [6, 10, 'roundRobin'],
    [6, 4, 'swiss'],
    [7, 7, 'roundRobin'],
    [7, 6, 'swiss'],
    [40, 8, 'swiss'],
  ] as const)('%i teams in %i weeks: %s', (count, weeks, format) => {
    expect(chooseFormat(count, weeks)).toBe(format);
  });
});
