// iCalendar content lines (RFC 5545 section 3.1): a line is at most 75 octets long, not counting its CRLF;
// a longer one continues on lines that start with a single space. Octets, not characters: a name in
// "é" (two octets each) folds twice as often, and a fold never splits a character's UTF-8 sequence.

/** Octets of a line before its CRLF, the continuation's leading space included. */
export const CONTENT_LINE_OCTETS = 75;

const encoder = new TextEncoder();

/** One unfolded content line, folded into lines of at most 75 octets. */
export function foldContentLine(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > CONTENT_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines;
}

/**
 * The calendar text with every content line folded by octets: lines folded before (a CRLF followed by a
 * space or a tab) are unfolded first.
 */
export function foldCalendarLines(calendar: string): string {
  const unfolded = calendar.replace(/\r\n[ \t]/g, '').split('\r\n');
  return unfolded.flatMap(foldContentLine).join('\r\n');
}
