import { dateFormat } from '@/i18n/dateFormat';

const formatDate = dateFormat({ dateStyle: 'medium' });
const formatTimeOfDay = dateFormat({ timeStyle: 'medium' });

export interface FormattedTime {
  date: string;
  time: string;
}

/** A session time (ISO 8601) as its date and its time of day in the reader's locale; null when there is none. */
export function formatTime(iso: string | null): FormattedTime | null {
  if (!iso) return null;
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  return { date: formatDate(instant), time: formatTimeOfDay(instant) };
}
