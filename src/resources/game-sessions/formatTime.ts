import { messages } from '../../../domain/messages';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** A session time (ISO 8601) in the reader's locale and time zone; a dash when there is none. */
export function formatTime(iso: string | null): string {
  if (!iso) return messages.sessions.noValue;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? messages.sessions.noValue : dateTime.format(date);
}
