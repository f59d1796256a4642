// One spelling per email address, so look-alike addresses are one account: NFKC (fullwidth and
// compatibility letters become plain ones), no invisible characters, lower case. Register, login,
// profile and admin edits, and the operator CLI all pass addresses through normalizeEmail, and the users
// table stores only normalised addresses (its unique index is on the stored value).

/**
 * Unicode's Default_Ignorable_Code_Point set (zero-width space and joiners, soft hyphen, bidi marks,
 * word joiner, BOM, variation selectors, Hangul fillers, tags), written out rather than \p{...} so the
 * migration that normalised existing rows (server/drizzle/0010_normalised_emails.sql) removes exactly
 * the same characters whatever the engine's Unicode version.
 */
export const INVISIBLE_CHARACTER_RANGES: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff0, 0xfff8],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe0fff],
];

const hex = (code: number) => `\\u{${code.toString(16)}}`;
const INVISIBLE = new RegExp(
  `[${INVISIBLE_CHARACTER_RANGES.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to)}`)).join('')}]`,
  'gu',
);

/** The one spelling of an address: NFKC, invisible characters removed, lower case, trimmed. */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').replace(INVISIBLE, '').toLowerCase().normalize('NFKC').trim();
}
