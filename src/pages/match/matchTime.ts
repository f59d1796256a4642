import { dateFormat } from '@/i18n/dateFormat';

// A match's times: the API's ISO 8601 UTC, shown in the viewer's time zone (and in UTC beside it), and the
// date-time input's local "YYYY-MM-DDTHH:mm".

const PARTS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};
const localFormat = dateFormat(PARTS);
const utcFormat = dateFormat({ ...PARTS, timeZone: 'UTC' });

/** In the viewer's time zone, e.g. "Fri, 12 Mar 2027, 20:00". */
export const localTime = (iso: string): string => localFormat(new Date(iso));

/** The same instant in UTC (shown with the texts' "UTC"). */
export const utcTime = (iso: string): string => utcFormat(new Date(iso));

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a datetime-local input's value, in the viewer's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value (the viewer's time zone) as ISO 8601 UTC, or null when it is no time. */
export function fromLocalInput(local: string): string | null {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const clockFormat = dateFormat({ hour: '2-digit', minute: '2-digit' });

/** The time of day in the viewer's time zone, e.g. "19:58" (for what happens on match day). */
export const clockTime = (iso: string): string => clockFormat(new Date(iso));
