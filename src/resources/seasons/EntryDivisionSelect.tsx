import { isPlacementOpen, type Season, type SeasonEntry } from '@domain/seasons';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { text } from './resourceName';
import { usePlaceEntry } from './useSeasonMutations';

const BY_PLACEMENT = '';

/**
 * A registered team's division and the admin's override: one of the season's divisions, or (before the
 * season is Live) back to placement by rating. Open only while placement is (Registration and Live).
 */
export function EntryDivisionSelect({
  season,
  entry,
  showPlacedByAdmin = true,
}: {
  season: Season;
  entry: SeasonEntry;
  /** Off where the screen says how the team was placed in a column of its own (the division page). */
  showPlacedByAdmin?: boolean;
}) {
  const translate = useTranslate();
  const { place, isPending } = usePlaceEntry(season);
  const open = isPlacementOpen(season.status);
  const current = entry.divisionId === null ? BY_PLACEMENT : String(entry.divisionId);
  const unplacedLabel = translate(text(open ? 'entries.byPlacement' : 'entries.unplaced'));
  return (
    <Stack spacing={0.5} sx={{ minWidth: 180 }}>
      <TextField
        select
        size="small"
        label={translate(text('entries.division'))}
        value={current}
        disabled={!open || isPending}
        onChange={(event) => {
          const division = season.divisions.find((candidate) => String(candidate.id) === event.target.value);
          place(entry, division ?? null);
        }}
      >
        <MenuItem value={BY_PLACEMENT}>{unplacedLabel}</MenuItem>
        {season.divisions.map((division) => (
          <MenuItem key={division.id} value={String(division.id)}>
            {division.name}
          </MenuItem>
        ))}
      </TextField>
      {showPlacedByAdmin && entry.placedByAdmin ? (
        <Typography variant="caption" color="text.secondary">
          {translate(text('entries.placedByAdmin'))}
        </Typography>
      ) : null}
    </Stack>
  );
}
