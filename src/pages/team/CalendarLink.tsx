import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventIcon from '@mui/icons-material/Event';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useNotify, useTranslate } from 'ra-core';
import { API_ROOT } from '@/dataProvider';

/** The team's iCalendar feed (GET /teams/{id}/matches.ics), public so that calendar apps can subscribe. */
export const teamCalendarPath = (teamId: number): string => `${API_ROOT}/teams/${teamId}/matches.ics`;

/** "Subscribe to calendar" and a button that copies the feed's full address for a calendar app. */
export function CalendarLink({ teamId }: { teamId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const path = teamCalendarPath(teamId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(path, window.location.origin).href);
      notify('app.team.calendar.copied', { type: 'success' });
    } catch {
      notify('app.team.calendar.copyFailed', { type: 'error' });
    }
  };
  const copyLabel = translate('app.team.calendar.copy');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
      <EventIcon fontSize="small" color="action" aria-hidden />
      <Link href={path}>{translate('app.team.calendar.subscribe')}</Link>
      <Tooltip title={copyLabel}>
        <IconButton size="small" aria-label={copyLabel} onClick={() => void copy()}>
          <ContentCopyIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
