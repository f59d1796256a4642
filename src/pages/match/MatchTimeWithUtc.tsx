import Box from '@mui/material/Box';
import { useTranslate } from 'ra-core';
import { localTime, utcTime } from './matchTime';

/** An instant in the viewer's time zone, with the same instant in UTC after it. */
export function MatchTimeWithUtc({ iso }: { iso: string }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere', wordBreak: 'normal' }}>
      <time dateTime={iso}>{localTime(iso)}</time>{' '}
      <Box component="span" sx={{ color: 'text.secondary' }}>
        ({translate('app.match.utcTime', { time: utcTime(iso) })})
      </Box>
    </Box>
  );
}
