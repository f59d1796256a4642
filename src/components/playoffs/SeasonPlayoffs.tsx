import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { LoadState } from '@/components/LoadState';
import { PlayoffBracket } from '@/components/PlayoffBracket';
import { useSeasonPlayoffs } from './useSeasonPlayoffs';

interface SeasonPlayoffsProps {
  seasonId: number;
  /** The division whose bracket to show. */
  divisionId: number;
}

/** One division's bracket of a season, loaded (GET /seasons/{id}/playoffs), with its loading, error and empty states. */
export function SeasonPlayoffs({ seasonId, divisionId }: SeasonPlayoffsProps) {
  const translate = useTranslate();
  const { data, isPending, isError } = useSeasonPlayoffs(seasonId);
  const bracket = data?.find((division) => division.division.id === divisionId);
  return (
    <LoadState loading={isPending} error={isError ? translate('app.playoffs.loadFailed') : null}>
      {bracket ? (
        <PlayoffBracket bracket={bracket} />
      ) : (
        <Typography color="text.secondary">{translate('app.playoffs.empty')}</Typography>
      )}
    </LoadState>
  );
}
