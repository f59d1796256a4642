import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { formatTime } from './formatTime';

/** A session time as two unbroken lines, its time of day over its date; a dash when there is none. */
export function SessionTime({ iso }: { iso: string | null }) {
  const translate = useTranslate();
  const formatted = formatTime(iso);
  if (!formatted) return translate('resources.sessions.noValue');
  return (
    <time dateTime={iso ?? undefined} style={{ whiteSpace: 'nowrap' }}>
      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
        {formatted.time}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {formatted.date}
      </Typography>
    </time>
  );
}
