import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { dateFormat } from '@/i18n/dateFormat';
import { matchPath } from './matchPath';

const localFormat = dateFormat({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** A match time (ISO 8601) in the viewer's time zone and locale, e.g. "Thu, Mar 4, 07:00 PM". */
export const formatMatchTime = (iso: string): string => localFormat(new Date(iso));

/** A match time in the viewer's time zone; the UTC time (ISO 8601) shows on hover. */
export function MatchTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={iso} style={{ whiteSpace: 'nowrap' }}>
      {formatMatchTime(iso)}
    </time>
  );
}

/** A match's time as the link to its page. */
export function MatchTimeLink({ matchId, iso }: { matchId: number; iso: string }) {
  return (
    <Link component={RouterLink} to={matchPath(matchId)} sx={{ fontWeight: 700 }}>
      <MatchTime iso={iso} />
    </Link>
  );
}
