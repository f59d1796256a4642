import { WEEK_MS, weekWindow } from '@domain/matches';
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
