import type { Season } from '@domain/seasons';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import type { LeagueChoice } from './useLeagueSelection';

/** The season (any, newest first) and the division (all, or one of the season's) the tables show. */
export function LeagueSelectors({ seasons, choice }: { seasons: readonly Season[]; choice: LeagueChoice }) {
  const { season, divisionId, selectSeason, selectDivision } = choice;
  const translate = useTranslate();
  // A native select always shows a value ("All divisions" is the empty one), so the label stays up.
  const native = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
      <TextField
        select
        size="small"
        label={translate('app.league.season')}
        value={season.id}
        onChange={(event) => selectSeason(Number(event.target.value))}
        slotProps={native}
        sx={{ minWidth: 220 }}
      >
        {seasons.map((option) => (
          <option key={option.id} value={option.id}>
            {translate('app.league.seasonOption', {
              season: option.name,
              status: translate(`app.league.seasonStatus.${option.status}`),
            })}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('app.league.division')}
        value={divisionId ?? ''}
        onChange={(event) => selectDivision(event.target.value ? Number(event.target.value) : undefined)}
        slotProps={native}
        sx={{ minWidth: 180 }}
      >
        <option value="">{translate('app.league.allDivisions')}</option>
        {season.divisions.map((division) => (
          <option key={division.id} value={division.id}>
            {division.name}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
