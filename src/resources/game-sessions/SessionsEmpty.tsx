import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'ra-core';
import { sessionFilterOf } from './sessionModel';

/** The empty text of the status filter the list shows ('No active sessions.' ...). */
export function SessionsEmpty() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filter = sessionFilterOf(filterValues.status);
  return (
    <Typography color="text.secondary" sx={{ p: 3 }}>
      {translate(`resources.sessions.empty.${filter}`)}
    </Typography>
  );
}
