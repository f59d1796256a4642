import { isTransferWindowOpen, locksRosters, takesTransferWindow } from '@domain/roster-change-rules';
import type { Season } from '@domain/seasons';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate, useUpdate } from 'ra-core';
import { useState } from 'react';
import { text as rosterText } from '../roster-changes/resourceName';
import { SEASONS } from './resourceName';

/** A date as the datetime-local input shows it: the browser's local time, to the minute. */
function localInputValue(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** Where the season's rosters stand now: locked, open until a time, or not locked at all. */
export function rosterState(season: Season, now: Date, translate: (key: string, args?: object) => string) {
  if (!takesTransferWindow(season.status)) return translate(rosterText('window.notRunning'));
  if (locksRosters(season, now) || !season.transferWindowEndsAt)
    return translate(rosterText('window.locked'));
  return translate(rosterText('window.open'), {
    time: new Date(season.transferWindowEndsAt).toLocaleString(),
  });
}

/**
 * The season's transfer window (PUT /seasons/{id} { transferWindowEndsAt }): while the season is Live or in
 * its Playoffs an admin opens it until a time, or closes it; the server refuses a time in the past.
 */
export function TransferWindow({ season }: { season: Season }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, state] = useUpdate<Season>();
  const now = new Date();
  const open = isTransferWindowOpen(season.transferWindowEndsAt, now);
  const [value, setValue] = useState(() =>
    localInputValue(open && season.transferWindowEndsAt ? new Date(season.transferWindowEndsAt) : now),
  );
  const save = (transferWindowEndsAt: string | null) =>
    update(
      SEASONS,
      { id: season.id, data: { transferWindowEndsAt }, previousData: season },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) =>
          notify(rosterText(transferWindowEndsAt ? 'window.saved' : 'window.closed'), {
            type: 'success',
            messageArgs: { season: saved.name },
          }),
        onError: (error) =>
          notify(error instanceof Error && error.message ? error.message : rosterText('window.saveFailed'), {
            type: 'error',
          }),
      },
    );
  const label = translate(rosterText('window.label'));
  return (
    <Stack spacing={1}>
      <Typography aria-live="polite">{rosterState(season, now, translate)}</Typography>
      {takesTransferWindow(season.status) ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate(rosterText('window.help'))}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              type="datetime-local"
              label={label}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              size="small"
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ maxWidth: '100%' }}
            />
            <Button
              variant="contained"
              disabled={state.isPending || !value}
              onClick={() => save(new Date(value).toISOString())}
            >
              {translate(rosterText('window.openButton'))}
            </Button>
            {season.transferWindowEndsAt ? (
              <Button disabled={state.isPending} onClick={() => save(null)}>
                {translate(rosterText('window.closeButton'))}
              </Button>
            ) : null}
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
