import {
  CONTENT_LINE_OCTETS,
  foldCalendarLines,
  foldContentLine,
} from '@server/modules/match-scheduling/calendar-lines';
import { describe, expect, it } from 'vitest';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('iCalendar content lines, folded at 75 octets', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a line starting with a space', () => {
    expect(foldContentLine('A'.repeat(75))).toEqual(['A'.repeat(75)]);
    expect(foldContentLine('A'.repeat(76))).toEqual(['A'.repeat(75), ' A']);
    // A continuation holds 74 octets after its space.
    expect(foldContentLine('A'.repeat(75 + 74 + 1))).toEqual(['A'.repeat(75), ` ${'A'.repeat(74)}`, ' A']);
  });

  it('counts octets, not characters: 40 "é" after a property name fold before the 75th octet', () => {
    const line = `DESCRIPTION:League · Spring · ${'é'.repeat(40)} · week 1`;
    const folded = foldContentLine(line);
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(CONTENT_LINE_OCTETS);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(
      folded[0]! +
        folded
          .slice(1)
          .map((part) => part.slice(1))
          .join(''),
    ).toBe(line);
  });

  it('never splits a character: a two-octet "é" at the 75th octet moves to the next line whole', () => {
    const line = `${'A'.repeat(74)}é`;
    expect(foldContentLine(line)).toEqual(['A'.repeat(74), ' é']);
    // Four-octet characters (an emoji, a surrogate pair in JavaScript) stay whole too.
    const emoji = '🎯'.repeat(30);
    const folded = foldContentLine(emoji);
    expect(folded.join('').replace(/ /g, '')).toBe(emoji);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(CONTENT_LINE_OCTETS);
    expect(octets(folded[0]!)).toBe(72);
  });

  it('refolds a calendar folded by characters (CRLF and a tab), keeping its CRLF line ends', () => {
    const long = 'é'.repeat(74);
    const byCharacters = `BEGIN:VCALENDAR\r\nX-NAME:${long.slice(0, 67)}\r\n\t${long.slice(67)}\r\nEND:VCALENDAR\r\n`;
    const folded = foldCalendarLines(byCharacters);
    const lines = folded.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(CONTENT_LINE_OCTETS);
    expect(folded.replace(/\r\n /g, '')).toBe(`BEGIN:VCALENDAR\r\nX-NAME:${long}\r\nEND:VCALENDAR\r\n`);
  });
});
