import { bestOfRule } from '@domain/match-results';
import { MATCH_BEST_OF, roundsProblem, roundsToWin, WEEK_MS, weekWindow } from '@domain/matches';
import { describe, expect, it } from 'vitest';

describe('week windows', () => {
  it('runs week n from the start + (n - 1) weeks for 7 days, defaulting to day 3 at 19:00 UTC', () => {
    const startsAt = new Date('2027-01-04T18:00:00Z');
    expect(weekWindow(startsAt, 1)).toEqual({
      start: new Date('2027-01-04T18:00:00Z'),
      end: new Date('2027-01-11T18:00:00Z'),
      defaultTime: new Date('2027-01-07T19:00:00Z'),
    });
    expect(weekWindow(startsAt, 3)).toEqual({
      start: new Date('2027-01-18T18:00:00Z'),
      end: new Date('2027-01-25T18:00:00Z'),
      defaultTime: new Date('2027-01-21T19:00:00Z'),
    });
  });

  it('keeps the default time inside the window whatever the hour the season starts', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const startsAt = new Date(Date.UTC(2027, 2, 28, hour, 30));
      for (const week of [1, 2, 30]) {
        const { start, end, defaultTime } = weekWindow(startsAt, week);
        expect(end.getTime() - start.getTime()).toBe(WEEK_MS);
        expect(defaultTime.getTime()).toBeGreaterThan(start.getTime());
        expect(defaultTime.getTime()).toBeLessThan(end.getTime());
        expect(defaultTime.getUTCHours()).toBe(19);
      }
    }
  });
});

describe("the rounds that finish a best-of (a game server's result)", () => {
  it('takes exactly the majority for the winner, and half each only when a draw is allowed and the best-of is even', () => {
    const league = MATCH_BEST_OF.league;
    const playoff = MATCH_BEST_OF.playoff;
    expect(league).toBe(12);
    expect(playoff).toBe(13);
    expect(roundsProblem('league', league, 7, 5)).toBeNull();
    expect(roundsProblem('league', league, 0, 7)).toBeNull();
    expect(roundsProblem('league', league, 6, 6)).toBeNull();
    expect(roundsProblem('league', league, 8, 2)).toBe('rounds');
    expect(roundsProblem('league', league, 6, 5)).toBe('rounds');
    expect(roundsProblem('league', league, 5, 5)).toBe('rounds');
    expect(roundsProblem('playoff', playoff, 7, 6)).toBeNull();
    expect(roundsProblem('playoff', playoff, 6, 6)).toBe('noDraw');
    expect(roundsProblem('league', 5, 3, 3)).toBe('rounds');
    expect(roundsProblem('league', 5, 3, 2)).toBeNull();
  });
});

describe('the best-of rule’s text', () => {
  it.each(['league', 'playoff'] as const)(
    'states the %s stage’s best of and the rounds that win it',
    (stage) => {
      const bestOf = MATCH_BEST_OF[stage];
      expect(bestOfRule(stage)).toContain(
        `best of ${bestOf}: a team wins with ${roundsToWin(bestOf)} rounds`,
      );
      if (bestOf % 2 === 0) expect(bestOfRule(stage)).toContain(`${bestOf / 2}-${bestOf / 2} is a draw`);
      else expect(bestOfRule(stage)).toContain('there are no draws');
    },
  );
});
