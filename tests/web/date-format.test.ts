import { afterEach, describe, expect, it } from 'vitest';
import { dateFormat } from '@/i18n/dateFormat';

const BrowserDateTimeFormat = Intl.DateTimeFormat;
let built = 0;

afterEach(() => {
  Intl.DateTimeFormat = BrowserDateTimeFormat;
});

describe('a date format', () => {
  it('builds its formatter on the first date it formats, once, and formats as the locale does', () => {
    built = 0;
    Intl.DateTimeFormat = class extends BrowserDateTimeFormat {
      constructor(...args: ConstructorParameters<typeof BrowserDateTimeFormat>) {
        super(...args);
        built++;
      }
    } as typeof Intl.DateTimeFormat;
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' };
    const format = dateFormat(options);
    expect(built).toBe(0);
    const first = new Date('2027-03-12T20:00:00Z');
    const second = new Date('2027-03-13T07:30:00Z');
    const formatted = [format(first), format(second)];
    expect(built).toBe(1);
    const direct = new BrowserDateTimeFormat(undefined, options);
    expect(formatted).toEqual([direct.format(first), direct.format(second)]);
    expect(formatted[0]).not.toBe(formatted[1]);
  });
});
