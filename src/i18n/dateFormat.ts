// Dates and times in the reader's locale. A browser loads its locale data the first time a page builds a
// date formatter (some 30-80 ms of a phone's main thread): formatters are built on their first use, so a
// screen that shows no date does not pay for one.

/** Formats an instant with `options` in the reader's locale; the formatter is built on the first call. */
export function dateFormat(options: Intl.DateTimeFormatOptions): (instant: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (instant) => {
    format ??= new Intl.DateTimeFormat(undefined, options);
    return format.format(instant);
  };
}
